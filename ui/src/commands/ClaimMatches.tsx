/**
 * The palette's claims (issue 36): 'claim 4', 'harbour 4' (claimSearch.ts). The server searches
 * both lists of the organisation (claims it sends and receives) by every word; the palette shows
 * those with the number typed, each opening its claim page.
 */
import { useDeferredValue, useLayoutEffect } from 'react';
import { graphql, readInlineData, useLazyLoadQuery } from 'react-relay';
import { Command } from 'cmdk';
import { FileText } from 'lucide-react';
import type { ClaimMatches_row$key } from '../__generated__/ClaimMatches_row.graphql';
import type { ClaimMatchesQuery } from '../__generated__/ClaimMatchesQuery.graphql';
import { contractLabel } from '../projects/labels';
import { contractPath } from '../projects/paths';
import { matchClaims, parseClaimSearch } from './claimSearch';

const SEARCHED = 20;

const query = graphql`
  query ClaimMatchesQuery($search: String!, $first: Int!) {
    sent: claimList(box: Sent, search: $search) {
      claims(first: $first) {
        edges {
          node {
            ...ClaimMatches_row
          }
        }
      }
    }
    inbox: claimList(box: Inbox, search: $search) {
      claims(first: $first) {
        edges {
          node {
            ...ClaimMatches_row
          }
        }
      }
    }
  }
`;

// What a match shows of a claim of either list; inline: read into the rows the palette filters.
const rowFragment = graphql`
  fragment ClaimMatches_row on ClaimListRow @inline {
    ownerSlug
    contractSlug
    siteName
    counterpartyName
    viewerIsSupplier
    claim {
      id
      number
    }
  }
`;

const itemValue = (id: string) => `claim:${id}`;

export function ClaimMatches({
  org,
  search,
  itemClassName,
  onFound,
  onPick,
}: {
  org: string;
  search: string;
  itemClassName: string;
  /** Called with the first match's item value when the server's answer for a search arrives. */
  onFound: (value: string) => void;
  onPick: (path: string) => void;
}) {
  const deferred = useDeferredValue(search);
  const parsed = parseClaimSearch(deferred);
  const data = useLazyLoadQuery<ClaimMatchesQuery>(
    query,
    { search: parsed?.server ?? '', first: SEARCHED },
    { fetchPolicy: 'store-or-network' },
  );
  const rows = [...(data.sent?.claims.edges ?? []), ...(data.inbox?.claims.edges ?? [])].map(({ node: ref }) => {
    const node = readInlineData<ClaimMatches_row$key>(rowFragment, ref);
    return {
      id: node.claim.id,
      number: node.claim.number,
      label: contractLabel({
        viewerIsSupplier: node.viewerIsSupplier,
        siteName: node.siteName,
        customerName: node.counterpartyName,
        supplierName: node.counterpartyName,
      }),
      path: contractPath(org, node.ownerSlug, node.contractSlug, 'claims', node.claim.number),
    };
  });
  const matches = parsed ? matchClaims(rows, parsed) : [];
  const first = matches.length ? itemValue(matches[0].id) : null;
  // The claims sit at the top of the list: the first one found takes the highlight, once per
  // answer, so Enter opens the claim typed ('claim 4') rather than a command matching 'claim'.
  useLayoutEffect(() => {
    if (first) onFound(first);
  }, [first, deferred, onFound]);
  return (
    <>
      {matches.map((c) => (
        <Command.Item
          key={c.id}
          value={itemValue(c.id)}
          keywords={['claim', String(c.number), `#${c.number}`, c.label]}
          onSelect={() => onPick(c.path)}
          className={itemClassName}
          data-testid="palette-claim"
        >
          <FileText aria-hidden />
          <span className="min-w-0 flex-1 truncate">
            Claim {c.number} · {c.label}
          </span>
        </Command.Item>
      ))}
    </>
  );
}
