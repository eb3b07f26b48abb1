/**
 * The retention formula's dialog: marginal rates in bands (each up to an amount, the last one
 * open) and a maximum. Saving stages the formula with the line edits (ledger/edits.ts).
 */
import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { formatMoney, formatPercent, parseMoney, parsePercent } from '../../domain/money';
import type { RetentionFormula } from '../../domain/retention';
import { RuleError } from '../../domain/ruleError';
import { Button, IconButton } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { basisPointsToRate, rateToBasisPoints } from '../retentionText';
import { FormDialog } from './FormDialog';

interface BandText {
  rate: string;
  upTo: string;
}

function bandsOf(formula: RetentionFormula | null | undefined): BandText[] {
  if (!formula || !formula.marginalRates.length) return [{ rate: '', upTo: '' }];
  return formula.marginalRates.map((b) => ({
    rate: formatPercent(rateToBasisPoints(b.rate)).replace('%', ''),
    upTo: b.upTo != null ? formatMoney(b.upTo) : '',
  }));
}

/** Retention formula → null (none) or the formula, from what was typed; throws RuleError with the message. */
export function parseRetention(bands: BandText[], max: string): RetentionFormula | null {
  const rates = bands.filter((b) => b.rate.trim() || b.upTo.trim());
  const parsed = rates.map((b, i) => {
    if (!b.rate.trim()) throw new RuleError(`Band ${i + 1}: enter a rate`);
    const bp = parsePercent(b.rate);
    if (bp < 0 || bp > 10000) throw new RuleError(`Band ${i + 1}: 0 \u2013 100%`);
    const upTo = b.upTo.trim() ? parseMoney(b.upTo) : null;
    if (upTo === null && i < rates.length - 1) throw new RuleError(`Band ${i + 1}: only the last band may have no limit`);
    return { rate: basisPointsToRate(bp), upTo };
  });
  if (!parsed.length || parsed.every((b) => b.rate === 0)) return null;
  return { marginalRates: parsed, maxAmount: max.trim() ? parseMoney(max) : null };
}

export function RetentionDialog({
  open,
  onOpenChange,
  formula,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formula: RetentionFormula | null | undefined;
  onSave: (formula: RetentionFormula | null) => void;
}) {
  const [bands, setBands] = useState<BandText[]>(() => bandsOf(formula));
  const [max, setMax] = useState(formula?.maxAmount != null ? formatMoney(formula.maxAmount) : '');
  const set = (i: number, key: keyof BandText, value: string) =>
    setBands((all) => all.map((b, j) => (j === i ? { ...b, [key]: value } : b)));
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setBands(bandsOf(formula));
          setMax(formula?.maxAmount != null ? formatMoney(formula.maxAmount) : '');
        }
        onOpenChange(next);
      }}
      title="Retention"
      description="The share of the gross claimed to date the customer holds back. Bands apply in order up to their limit; leave the rate empty (or 0) for no retention."
      testId="retention-dialog"
      onSave={() => onSave(parseRetention(bands, max))}
    >
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-[1fr_1.4fr_2rem] gap-2 text-xs font-medium text-fg-muted">
          <span>Rate (%)</span>
          <span>Up to gross of ($)</span>
          <span />
        </div>
        {bands.map((band, i) => (
          <div key={i} className="grid grid-cols-[1fr_1.4fr_2rem] items-center gap-2" data-testid="retention-band">
            <Input
              name="rate"
              aria-label={`Rate of band ${i + 1}`}
              inputMode="decimal"
              value={band.rate}
              placeholder="10"
              trailing="%"
              onChange={(e) => set(i, 'rate', e.target.value)}
            />
            <Input
              name="upTo"
              aria-label={`Limit of band ${i + 1}`}
              inputMode="decimal"
              value={band.upTo}
              placeholder={i === bands.length - 1 ? 'No limit' : '200,000.00'}
              leading="$"
              onChange={(e) => set(i, 'upTo', e.target.value)}
            />
            <IconButton
              label={`Remove band ${i + 1}`}
              icon={<Trash2 />}
              size="sm"
              disabled={bands.length === 1}
              onClick={() => setBands((all) => all.filter((_, j) => j !== i))}
            />
          </div>
        ))}
        <div>
          <Button variant="ghost" size="sm" icon={<Plus />} onClick={() => setBands((all) => [...all, { rate: '', upTo: '' }])}>
            Add band
          </Button>
        </div>
      </div>
      <Field label="Maximum retention ($)" hint="Optional: the most held in total.">
        <Input name="maxAmount" inputMode="decimal" value={max} leading="$" placeholder="No maximum" onChange={(e) => setMax(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
