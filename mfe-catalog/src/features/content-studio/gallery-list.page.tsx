import { useQuery } from '@tanstack/react-query';
import { OwnList, useListPage } from './own-list.component';
import { ownGalleriesQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/galleries: her galleries in any status, newest first. */
export function GalleryListPage() {
  const { page, setPage } = useListPage();
  const query = useQuery(ownGalleriesQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      title="Galleries"
      nouns={['gallery', 'galleries']}
      createTo={`${STUDIO_PATH}/galleries/new`}
      createLabel="New gallery"
      emptyText="Create a gallery, then add its photos."
      query={query}
      page={page}
      onPage={setPage}
      card={(gallery) => (
        <ItemCard
          key={gallery._id}
          kind="galleries"
          id={gallery._id}
          title={gallery.name}
          image={gallery.coverPhoto?.thumbnails.at(-1) ?? gallery.coverPhoto?.url}
          status={gallery.status}
          price={priceText(gallery.token, gallery.isSale)}
          extra={`${gallery.numOfItems} ${gallery.numOfItems === 1 ? 'photo' : 'photos'}`}
          editTo={`${STUDIO_PATH}/galleries/${gallery._id}/edit`}
          deleteWarning="Its photos are deleted with it."
        />
      )}
    />
  );
}
