/**
 * @generated SignedSource<<ae7dd51d277311c36d94b19e79c29e26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TotalsTable_totals$data = {
  readonly grossToDate: any;
  readonly lines: ReadonlyArray<{
    readonly amount: any;
    readonly label: string;
  }>;
  readonly " $fragmentType": "TotalsTable_totals";
};
export type TotalsTable_totals$key = {
  readonly " $data"?: TotalsTable_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"TotalsTable_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TotalsTable_totals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "grossToDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimTotalsLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimTotals",
  "abstractKey": null
};

(node as any).hash = "534cc1e44ad3d11b873dd01a405dfe05";

export default node;
