import { useState } from 'react';
import styled from 'styled-components';
import { avatarOrDefault } from '../constants';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
  flex: none;
`;

export interface AvatarProps {
  src?: string | null;
  /** Picks the default image: /no-avatar.png for performers, /default-user-icon.png for users. */
  kind?: 'user' | 'performer';
  alt?: string;
  size?: number;
}

export function Avatar({ src, kind = 'user', alt = '', size = 40 }: AvatarProps) {
  const fallback = avatarOrDefault(null, kind);
  const [current, setCurrent] = useState(avatarOrDefault(src, kind));
  // Another image asked for: show it (again), even after an earlier one fell back to the default.
  const [shown, setShown] = useState({ src, kind });
  if (shown.src !== src || shown.kind !== kind) {
    setShown({ src, kind });
    setCurrent(avatarOrDefault(src, kind));
  }
  return (
    <Img
      src={current}
      alt={alt}
      $size={size}
      onError={() => {
        if (current !== fallback) setCurrent(fallback); // a broken URL also gets the default
      }}
    />
  );
}
