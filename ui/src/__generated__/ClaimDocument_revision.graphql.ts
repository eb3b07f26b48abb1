/**
 * @generated SignedSource<<1c3f961fc0c2a98e75fbd4d5d8d36ec5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingMode = "Auto" | "Percent" | "PercentWithQty" | "RateQtyEstimate" | "%future added value";
export type RevisionType = "Invoice" | "NzCcaClaim" | "NzCcaClaimCombined" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimDocument_revision$data = {
  readonly billingMode: BillingMode;
  readonly date: any | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly files: ReadonlyArray<{
    readonly contentType: string | null | undefined;
    readonly filename: string;
    readonly id: string;
    readonly isImage: boolean;
    readonly size: any | null | undefined;
    readonly url: string | null | undefined;
  }>;
  readonly heading: string;
  readonly invoiceReference: string;
  readonly isDraft: boolean;
  readonly paymentDetails: string;
  readonly periodFrom: any | null | undefined;
  readonly periodTo: any | null | undefined;
  readonly poNumber: string;
  readonly resolvedBillingMode: BillingMode;
  readonly retentionFormula: {
    readonly marginalRates: ReadonlyArray<{
      readonly rate: number;
      readonly upTo: any | null | undefined;
    }>;
    readonly maxAmount: any | null | undefined;
  } | null | undefined;
  readonly supplierGstNumber: string | null | undefined;
  readonly title: string;
  readonly totals: {
    readonly chargesGst: boolean;
    readonly gst: any;
    readonly gstExclusive: any;
    readonly gstLabel: string;
    readonly netPayment: any;
    readonly " $fragmentSpreads": FragmentRefs<"TotalsTable_totals">;
  };
  readonly type: RevisionType;
  readonly " $fragmentType": "ClaimDocument_revision";
};
export type ClaimDocument_revision$key = {
  readonly " $data"?: ClaimDocument_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimDocument_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierGstNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FileRef",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "filename",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isImage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "c26774d719ac45a56d0d749bd02ec913";

export default node;
