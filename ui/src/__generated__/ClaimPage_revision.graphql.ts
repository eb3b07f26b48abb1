/**
 * @generated SignedSource<<31e1766fb71f54c8b0141d092ce1d4a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BillingMode = "Auto" | "Percent" | "PercentWithQty" | "RateQtyEstimate" | "%future added value";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type RevisionType = "Invoice" | "NzCcaClaim" | "NzCcaClaimCombined" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimPage_revision$data = {
  readonly amountExcl: any;
  readonly billingMode: BillingMode;
  readonly date: any | null | undefined;
  readonly defaultDueDate: any | null | undefined;
  readonly dueDate: any | null | undefined;
  readonly files: ReadonlyArray<{
    readonly contentType: string | null | undefined;
    readonly filename: string;
    readonly id: string;
    readonly isImage: boolean;
    readonly size: any | null | undefined;
    readonly url: string | null | undefined;
  }>;
  readonly id: string;
  readonly invoiceReference: string;
  readonly isDraft: boolean;
  readonly lines: ReadonlyArray<{
    readonly entry: {
      readonly amount: any;
      readonly files: ReadonlyArray<{
        readonly contentType: string | null | undefined;
        readonly filename: string;
        readonly id: string;
        readonly isImage: boolean;
        readonly size: any | null | undefined;
        readonly url: string | null | undefined;
      }>;
      readonly group: ReadonlyArray<string>;
      readonly id: string;
      readonly isReversal: boolean;
      readonly itemId: string;
      readonly name: string;
      readonly position: any;
      readonly qtyMilli: any;
      readonly reference: string;
      readonly totalPrice: any;
      readonly type: LineType;
      readonly unitPrice: any;
    };
    readonly isRetention: boolean;
    readonly itemId: string;
    readonly percentComplete: number;
    readonly previous: any;
    readonly qtyPrevious: any;
    readonly qtyToDate: any;
    readonly remaining: any;
    readonly thisClaim: any;
    readonly toDate: any;
  }>;
  readonly netPayment: any;
  readonly number: number;
  readonly openedAt: any | null | undefined;
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
  readonly rev: number;
  readonly submitProblems: ReadonlyArray<string>;
  readonly submittedAt: any | null | undefined;
  readonly submittedBy: string | null | undefined;
  readonly tax: any;
  readonly title: string;
  readonly totals: {
    readonly grossToDate: any;
    readonly gst: any;
    readonly gstExclusive: any;
    readonly gstLabel: string;
    readonly lines: ReadonlyArray<{
      readonly amount: any;
      readonly label: string;
    }>;
    readonly netPayment: any;
    readonly previousSubtotal: any;
    readonly retentionsToDate: any;
    readonly subtotal: any;
  };
  readonly type: RevisionType;
  readonly " $fragmentType": "ClaimPage_revision";
};
export type ClaimPage_revision$key = {
  readonly " $data"?: ClaimPage_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_revision">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "FileRef",
  "kind": "LinkedField",
  "name": "files",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netPayment",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimPage_revision",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rev",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "defaultDueDate",
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
      "name": "resolvedBillingMode",
      "storageKey": null
    },
    (v2/*:: as any*/),
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
      "name": "submittedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submittedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountExcl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tax",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
      "name": "submitProblems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previous",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thisClaim",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qtyPrevious",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "qtyToDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentComplete",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isRetention",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LedgerEntry",
          "kind": "LinkedField",
          "name": "entry",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "position",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "group",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reference",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unitPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "qtyMilli",
              "storageKey": null
            },
            (v5/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isReversal",
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
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
          "name": "grossToDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionsToDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subtotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousSubtotal",
          "storageKey": null
        },
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
        (v3/*:: as any*/),
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
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};
})();

(node as any).hash = "0fdb21793a3b464e450f0a6c7b66eac2";

export default node;
