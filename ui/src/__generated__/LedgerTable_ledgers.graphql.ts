/**
 * @generated SignedSource<<65a1fc45057fe8b87bbe300f972f7edf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerTable_ledgers$data = ReadonlyArray<{
  readonly balances: {
    readonly coveredByInstruments: any;
    readonly heldInAccount: any;
    readonly retentionMoney: any;
    readonly shortfall: any;
  };
  readonly contractId: string;
  readonly contractSlug: string;
  readonly holderName: string;
  readonly ownerSlug: string;
  readonly payeeName: string;
  readonly releaseClaimsOut: ReadonlyArray<string>;
  readonly siteName: string;
  readonly viewerCanRecord: boolean;
  readonly warning: string | null | undefined;
  readonly weHold: boolean;
  readonly " $fragmentType": "LedgerTable_ledgers";
}>;
export type LedgerTable_ledgers$key = ReadonlyArray<{
  readonly " $data"?: LedgerTable_ledgers$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LedgerTable_ledgers",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holderName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payeeName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weHold",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRecord",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warning",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseClaimsOut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionBalances",
      "kind": "LinkedField",
      "name": "balances",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionMoney",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heldInAccount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "coveredByInstruments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortfall",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RetentionLedger",
  "abstractKey": null
};

(node as any).hash = "7fd68c2ed953e72b832c7c307f399acc";

export default node;
