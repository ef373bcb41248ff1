import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '../content/content-ui';
import { OwnList, useListPage } from './own-list.component';
import { useTexts } from '../../i18n';
import { ownVideosQuery } from './studio.query';
import { ownListParams } from './studio.resource';
import { ItemCard, priceText, STUDIO_PAGE_SIZE, STUDIO_PATH } from './studio-ui';

/** /account/content/videos: her videos in any status, newest first. */
export function VideoListPage() {
  const { t } = useTexts();
  const { page, setPage } = useListPage();
  const query = useQuery(ownVideosQuery(ownListParams(page, STUDIO_PAGE_SIZE)));
  return (
    <OwnList
      kind="videos"
      createTo={`${STUDIO_PATH}/videos/new`}
      createLabel={t('studio.lists.videos.create')}
      emptyText={t('studio.lists.videos.emptyText')}
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
          extra={video.processing ? t('studio.processing') : formatDuration(video.video.duration)}
          editTo={`${STUDIO_PATH}/videos/${video._id}/edit`}
        />
      )}
    />
  );
}
