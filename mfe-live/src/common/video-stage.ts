import styled from 'styled-components';

/** The dark 16:9 box a show's video (or what stands in for it) plays in, its content centred. */
export const VideoStage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.media};
  border-radius: 8px;
  overflow: hidden;
`;
