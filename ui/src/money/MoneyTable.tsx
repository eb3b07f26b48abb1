/**
 * The money table: the chart's figures month by month, then the totals; the chart's accessible
 * equivalent. A side with no contract is left out. Each cell names its column (`data-column`,
 * e.g. 'in-claimed') for the browser tests' reader (tests/e2e/money_flow.py).
 */
import { graphql, useFragment } from 'react-relay';
import type { MoneyTable_money$key } from '../__generated__/MoneyTable_money.graphql';
import { dollars } from '../lib/format';
import { Table, TBody, TFoot, THead, Td, Th, Tr } from '../ui/Table';
import { COLUMNS, type Side } from './moneyFigures';
import { TABLE_CAPTION } from './texts';

const fragment = graphql`
  fragment MoneyTable_money on Money {
    hasMoneyIn
    hasMoneyOut
    months {
      period
      label
      moneyIn {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
      moneyOut {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
    }
    totals {
      moneyIn {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
      moneyOut {
        claimed
        scheduled
        payable
        paid
        outstanding
        retentionWithheld
      }
    }
  }
`;

type SideKey = 'moneyIn' | 'moneyOut';
const SIDES: { key: SideKey; prefix: string; title: string }[] = [
  { key: 'moneyIn', prefix: 'in', title: 'Money in (you are paid)' },
  { key: 'moneyOut', prefix: 'out', title: 'Money out (you pay)' },
];

function Cells({ side, prefix }: { side: Side; prefix: string }) {
  return (
    <>
      {COLUMNS.map((c) => (
        <Td key={c.key} numeric data-column={`${prefix}-${c.key}`}>
          {dollars(side[c.key])}
        </Td>
      ))}
    </>
  );
}

export function MoneyTable({ money }: { money: MoneyTable_money$key }) {
  const data = useFragment(fragment, money);
  const sides = SIDES.filter((s) => (s.key === 'moneyIn' ? data.hasMoneyIn : data.hasMoneyOut));
  // Twelve figures a month are wider than a phone: the table scrolls sideways inside a region that takes
  // the keyboard's focus, so arrow keys scroll it (WCAG 2.1.1; axe 'scrollable-region-focusable').
  return (
    <div
      role="region"
      aria-label={TABLE_CAPTION}
      tabIndex={0}
      className="overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
    <Table dense data-testid="money-table" aria-describedby="money-table-caption" containerClassName="overflow-visible">
      <caption id="money-table-caption" className="sr-only">
        {TABLE_CAPTION}
      </caption>
      <THead>
        <tr>
          <Th rowSpan={2}>Month</Th>
          {sides.map((s) => (
            <Th key={s.key} colSpan={COLUMNS.length} scope="colgroup" className="text-center">
              {s.title}
            </Th>
          ))}
        </tr>
        <tr>
          {sides.map((s) =>
            COLUMNS.map((c) => (
              <Th key={`${s.key}-${c.key}`} numeric>
                {c.label}
              </Th>
            )),
          )}
        </tr>
      </THead>
      <TBody>
        {data.months.map((m) => (
          <Tr key={m.period} data-period={m.period}>
            <Th scope="row" className="text-sm normal-case tracking-normal text-fg" data-column="month">
              {m.label}
            </Th>
            {sides.map((s) => (
              <Cells key={s.key} side={m[s.key]} prefix={s.key === 'moneyIn' ? 'in' : 'out'} />
            ))}
          </Tr>
        ))}
      </TBody>
      <TFoot>
        <tr data-period="total">
          <Th scope="row" className="text-sm normal-case tracking-normal text-fg" data-column="month">
            Total
          </Th>
          {sides.map((s) => (
            <Cells key={s.key} side={data.totals[s.key]} prefix={s.key === 'moneyIn' ? 'in' : 'out'} />
          ))}
        </tr>
      </TFoot>
    </Table>
    </div>
  );
}
