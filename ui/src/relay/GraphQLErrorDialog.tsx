import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import type { GraphQLErrorItem } from './errors';

export interface GraphQLErrorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  errors: readonly GraphQLErrorItem[];
  /** The operation that failed, shown small under the title. */
  operationName?: string | null;
}

/** Spec 1 section 8: GraphQL errors in a modal titled 'Error' with path, message and extensions. */
export function GraphQLErrorDialog({ open, onOpenChange, errors, operationName }: GraphQLErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Error"
      description={operationName ? <span className="font-mono text-xs">{operationName}</span> : undefined}
      size="md"
      role="alertdialog"
      hideClose
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)} autoFocus>
          Close
        </Button>
      }
    >
      <ul className="flex flex-col gap-3" data-testid="graphql-errors">
        {errors.map((error, index) => (
          <li key={index} className="rounded-lg border border-danger/25 bg-danger-soft/60 p-3">
            <p className="font-medium text-fg">{error.message}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {error.path?.length ? (
                <>
                  <dt className="text-fg-subtle">Path</dt>
                  <dd className="font-mono text-fg-muted break-all">{error.path.join('.')}</dd>
                </>
              ) : null}
              {error.extensions && Object.keys(error.extensions).length ? (
                <>
                  <dt className="text-fg-subtle">Extensions</dt>
                  <dd>
                    <pre className="whitespace-pre-wrap break-all font-mono text-fg-muted">
                      {JSON.stringify(error.extensions, null, 2)}
                    </pre>
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
