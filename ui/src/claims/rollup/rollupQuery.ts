/**
 * The head draft's roll-up as 'Subcontract claims' reads it (issue 40; `claimRollup`), and its type for the
 * dialog: apart from both, so neither imports the other.
 */
import { graphql } from 'react-relay';
import type { RollupPanelQuery$data } from '../../__generated__/RollupPanelQuery.graphql';

export const rollupPanelQuery = graphql`
  query RollupPanelQuery($id: ID!, $number: Int!) {
    claimRollup(contractId: $id, number: $number) {
      contractId
      number
      period
      periodLabel
      introText
      sourceChanged
      sourceChangedText
      headLines {
        itemId
        name
        isMargin
        amount
      }
      subClaims {
        subContractId
        subName
        siteName
        number
        status
        basis
        period
        periodLabel
        inPeriod
        otherPeriodText
        amount
        includedIn
        includedHere
        includedText
        cutoffText
        lines {
          itemId
          name
          amount
          headItemId
          unmappedText
        }
      }
      included {
        headItemId
        headLineName
        subContractId
        subName
        claimNumber
        subItemId
        subLineName
        basis
        amount
        currentAmount
        changed
        sourceText
      }
    }
  }
`;

export type Rollup = NonNullable<RollupPanelQuery$data['claimRollup']>;
