import styled from 'styled-components';
import { theme } from '@platform/shared';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';

const Badge = styled.div`
  position: fixed;
  right: 12px;
  bottom: 12px;
  z-index: 1100;
  padding: 4px 10px;
  border-radius: 6px;
  background: ${theme.colors.text};
  color: ${theme.colors.warning};
  font: 600 12px/1.4 monospace;
`;

/** Makes a localStorage remote override impossible to forget. */
export function OverrideBadges() {
  const { overridden } = useObservableValue(usePlatform().state$);
  if (overridden.length === 0) return null;
  return (
    <Badge role="status">
      {overridden.map((name) => (
        <div key={name}>override: {name}</div>
      ))}
    </Badge>
  );
}
