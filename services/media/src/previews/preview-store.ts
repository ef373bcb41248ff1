/** The latest preview image of each live stream, in memory (a few tens of KB each). */
export interface Preview {
  image: Buffer;
  contentType: 'image/jpeg';
  /** ms since epoch */
  takenAt: number;
  width: number;
  height: number;
}

export class PreviewStore {
  private readonly previews = new Map<string, Preview>();

  get(streamId: string): Preview | undefined {
    return this.previews.get(streamId);
  }

  set(streamId: string, preview: Preview): void {
    this.previews.set(streamId, preview);
  }

  delete(streamId: string): void {
    this.previews.delete(streamId);
  }

  get size(): number {
    return this.previews.size;
  }
}
