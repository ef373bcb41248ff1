import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, Form, rules, TextField, toast, useForm } from '@platform/shared';
import type { Paged, StudioMember } from '@platform/shared/contract';
import { memberName, membersKeys } from '../members/members.resource';
import { COMMISSION_MAX, COMMISSION_MIN, commissionKeys, setMemberCommission } from './commissions.resource';

type Values = { commission: string };

/** One member's share: validated here (required, a number, 0–100), anything else the server refuses is shown as it says. */
export function CommissionForm({ member }: { member: StudioMember }) {
  const client = useQueryClient();
  const name = memberName(member);
  const form = useForm<Values>({
    initialValues: { commission: String(member.commission) },
    schema: { commission: [rules.required, rules.number, rules.range(COMMISSION_MIN, COMMISSION_MAX)] },
    onSubmit: async ({ commission }) => {
      const saved = await setMemberCommission(member._id, Number(String(commission).trim()));
      client.setQueriesData<Paged<StudioMember>>({ queryKey: commissionKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((m) => (m._id === saved._id ? saved : m)) } : page,
      );
      void client.invalidateQueries({ queryKey: membersKeys.all });
      toast.success(`${name}: the studio now keeps ${saved.commission}% of their next sales`);
    },
  });
  return (
    <Form aria-label={`Commission of ${name}`} onSubmit={form.handleSubmit} error={form.submitError}>
      <Row $min={120} $gap={8}>
        <TextField label={`Studio share for ${name} (%)`} inputMode="numeric" autoComplete="off" {...form.field('commission')} />
        <Button type="submit" size="sm" variant="primary" busy={form.submitting}>
          Save
        </Button>
      </Row>
    </Form>
  );
}

// A small button beside the field, and no room kept under the field.
const Row = styled(FieldRow)`
  & > div {
    margin-bottom: 0;
  }
  & > button {
    margin-top: 28px;
  }
`;
