/**
 * @generated SignedSource<<da6c527562cd64b34c8a730c26582227>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingMode = "Auto" | "Percent" | "PercentWithQty" | "RateQtyEstimate" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimDocument_figures$data = {
  readonly resolvedBillingMode: BillingMode;
  readonly retentionFormula: {
    readonly marginalRates: ReadonlyArray<{
      readonly rate: number;
      readonly upTo: any | null | undefined;
    }>;
    readonly maxAmount: any | null | undefined;
  } | null | undefined;
  readonly totals: {
    readonly chargesGst: boolean;
    readonly gst: any;
    readonly gstExclusive: any;
    readonly gstLabel: string;
    readonly netPayment: any;
    readonly " $fragmentSpreads": FragmentRefs<"TotalsTable_totals">;
  };
  readonly " $fragmentType": "ClaimDocument_figures";
};
export type ClaimDocument_figures$key = {
  readonly " $data"?: ClaimDocument_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_figures">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimDocument_figures",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resolvedBillingMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionFormula",
      "kind": "LinkedField",
      "name": "retentionFormula",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionBand",
          "kind": "LinkedField",
          "name": "marginalRates",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "upTo",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gstExclusive",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gst",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gstLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "netPayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chargesGst",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TotalsTable_totals"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};

(node as any).hash = "9208e4727492170596b05bdb5a563ad8";

export default node;
