/**
 * Bought content as `/purchased-items/user/{videos|galleries|products}` return it (reference shapes of
 * xlive-contract.md "Performer assets", always with isBought=true). Added for mfe-wallet (issue 4).
 */
interface BoughtAssetBase {
  _id: string;
  performerId: string;
  description: string;
  status: string;
  /** Price in tokens. */
  token: number;
  isBought: true;
  createdAt: string;
}

export interface BoughtVideo extends BoughtAssetBase {
  title: string;
  isSaleVideo: boolean;
}

export interface BoughtGallery extends BoughtAssetBase {
  name: string;
  isSale: boolean;
}

export interface BoughtProduct extends BoughtAssetBase {
  name: string;
  type: 'physical' | 'digital' | null;
  stock: number | null;
  publish: boolean;
}
