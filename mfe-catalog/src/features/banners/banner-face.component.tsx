import styled from 'styled-components';
import { PHONE_MAX, translated } from '@platform/shared';
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

const Face = styled.span`
  position: relative;
  display: block;
`;

// Over the picture's left side, white with a shadow: readable on any artwork.
const Caption = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  padding: 0 6%;
  color: #fff;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.6);
  strong {
    font-size: clamp(1rem, 2.2vw, 1.6rem);
    line-height: 1.15;
  }
  span {
    font-size: clamp(0.8rem, 1.1vw, 0.95rem);
  }
  @media (max-width: ${PHONE_MAX}) {
    padding: 0 12px;
    span {
      display: none;
    }
  }
`;
