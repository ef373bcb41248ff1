import styled from 'styled-components';
import { translated } from '@platform/shared';
import type { Banner } from '@platform/shared/contract';

/**
 * A banner's picture with its title and text written over it in the visitor's language (the API returns the
 * translations beside the English fields), so a Russian visitor reads Russian, whatever the picture.
 */
export function BannerFace({ banner }: { banner: Banner }) {
  const title = translated(banner, 'title');
  const description = translated(banner, 'description');
  return (
    <Face>
      <img src={banner.photo?.url} alt="" />
      <Caption>
        <strong>{title}</strong>
        {description ? <span>{description}</span> : null}
      </Caption>
    </Face>
  );
}

// Its texts are sized by the banner's own width (a container), so four to a row fit as well as one.
const Face = styled.span`
  position: relative;
  display: block;
  container-type: inline-size;
`;

// Over the picture's left side, white with a shadow: readable on any artwork; long texts end in an ellipsis.
const Caption = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  padding: 4% 6%;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.white};
  text-shadow: ${({ theme }) => theme.shadow.text};
  strong,
  span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  strong {
    font-size: clamp(0.95rem, 6cqi, 1.6rem);
    line-height: 1.15;
  }
  span {
    font-size: clamp(0.7rem, 4cqi, 0.95rem);
    line-height: 1.25;
  }
  @container (max-width: 240px) {
    span {
      display: none;
    }
  }
`;
