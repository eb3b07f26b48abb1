/**
 * @generated SignedSource<<fb5fc5d4205fab6922eba207ff763645>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LedgerTable_totals$data = {
  readonly coveredByInstruments: any;
  readonly heldInAccount: any;
  readonly retentionMoney: any;
  readonly shortfall: any;
  readonly " $fragmentType": "LedgerTable_totals";
};
export type LedgerTable_totals$key = {
  readonly " $data"?: LedgerTable_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LedgerTable_totals",
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
  "type": "RetentionBalances",
  "abstractKey": null
};

(node as any).hash = "46671153f2f711d600e2bbfbd3b09c25";

export default node;
