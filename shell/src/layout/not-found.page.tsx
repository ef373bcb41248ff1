import { useTexts } from '../i18n';
import styled from 'styled-components';
import { PlatformLink } from '@platform/shared';

const Page = styled.section`
  padding: 64px 24px;
  text-align: center;
`;

export function NotFoundPage() {
  const { t } = useTexts();
  return (
    <Page>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <PlatformLink to="/">{t('notFound.back')}</PlatformLink>
    </Page>
  );
}
