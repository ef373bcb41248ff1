import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '../content/content-ui';
import { OwnList, useListPage } from './own-list.component';
import { ownVideosQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/videos: her videos in any status, newest first. */
export function VideoListPage() {
  const { page, setPage } = useListPage();
  const query = useQuery(ownVideosQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      title="Videos"
      nouns={['video', 'videos']}
      createTo={`${STUDIO_PATH}/videos/new`}
      createLabel="Upload video"
      emptyText="Upload your first video: members can watch it free or buy it."
      query={query}
      page={page}
      onPage={setPage}
      card={(video) => (
        <ItemCard
          key={video._id}
          kind="videos"
          id={video._id}
          title={video.title}
          image={video.thumbnail ?? video.poster}
          status={video.status}
          price={priceText(video.token, video.isSaleVideo)}
          extra={video.processing ? 'Processing' : formatDuration(video.video.duration)}
          editTo={`${STUDIO_PATH}/videos/${video._id}/edit`}
        />
      )}
    />
  );
}
