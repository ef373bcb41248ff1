import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './envelope';

/**
 * Bought content as `/purchased-items/user/{videos|galleries|photos|products}` return it: the performer's asset
 * as the catalogue shows it, always with isBought=true. Read by mfe-wallet.
 */
const BoughtAssetBase = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  description: Type.String(),
  status: Type.String(),
  /** Price in tokens. */
  token: Type.Number({ description: 'Price in tokens' }),
  isBought: Type.Literal(true),
  createdAt: Type.String(),
});

export const BoughtVideo = Type.Object({
  ...BoughtAssetBase.properties,
  title: Type.String(),
  isSaleVideo: Type.Boolean(),
});
export type BoughtVideo = Static<typeof BoughtVideo>;

export const BoughtGallery = Type.Object({
  ...BoughtAssetBase.properties,
  name: Type.String(),
  isSale: Type.Boolean(),
});
export type BoughtGallery = Static<typeof BoughtGallery>;

export const BoughtPhoto = Type.Object({
  ...BoughtAssetBase.properties,
  title: Type.String(),
});
export type BoughtPhoto = Static<typeof BoughtPhoto>;

export const BoughtProduct = Type.Object({
  ...BoughtAssetBase.properties,
  name: Type.String(),
  type: Nullable(StringEnum(['physical', 'digital'])),
  stock: Nullable(Type.Number()),
  publish: Type.Boolean(),
});
export type BoughtProduct = Static<typeof BoughtProduct>;
