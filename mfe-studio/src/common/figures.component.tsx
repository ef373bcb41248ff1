import styled from 'styled-components';
import { Card, Grid } from '@platform/shared';

/** A row of labelled figures (each card is a group named by its label). */
export function Figures({ items, min = 140 }: { items: Array<[label: string, value: string | number]>; min?: number }) {
  return (
    <Grid $min={min}>
      {items.map(([label, value]) => (
        <Card key={label} role="group" aria-label={label}>
          <Label>{label}</Label>
          <Value>{value}</Value>
        </Card>
      ))}
    </Grid>
  );
}

const Label = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Value = styled.div`
  font-size: 20px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** A message under a heading: an inline alert (e.g. a refused change that was rolled back). */
export const Alert = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
`;

export const Muted = styled.p`
  margin: 4px 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
