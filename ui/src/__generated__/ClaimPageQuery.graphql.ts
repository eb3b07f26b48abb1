/**
 * @generated SignedSource<<c85ada35b8fdaf06607c726c3c49fb95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingMode = "Auto" | "Percent" | "PercentWithQty" | "RateQtyEstimate" | "%future added value";
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type ContractPermission = "Comment" | "CustomerDraft" | "CustomerSubmit" | "Edit" | "SupplierDraft" | "SupplierSubmit" | "View" | "%future added value";
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type RevisionType = "Invoice" | "NzCcaClaim" | "NzCcaClaimCombined" | "%future added value";
export type ClaimPageQuery$variables = {
  number: number;
  owner: string;
  slug: string;
};
export type ClaimPageQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly claim: {
      readonly contentUpdatedAt: any;
      readonly contract: {
        readonly claimsCount: number;
        readonly createClaimDisabledReason: string | null | undefined;
        readonly id: string;
        readonly ledger: {
          readonly draftNumber: number | null | undefined;
          readonly ledgerRev: string;
          readonly viewerCanEdit: boolean;
        };
        readonly viewerCanCreateClaim: boolean;
      };
      readonly createdAt: any;
      readonly draft: {
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
      } | null | undefined;
      readonly id: string;
      readonly isPaid: boolean;
      readonly isPaying: boolean;
      readonly isUnread: boolean;
      readonly label: string | null | undefined;
      readonly latest: {
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
      } | null | undefined;
      readonly number: number;
      readonly pdfDownloadUrl: string | null | undefined;
      readonly pdfPreviewUrl: string | null | undefined;
      readonly pdfViewUrl: string | null | undefined;
      readonly status: ClaimStatus;
      readonly title: string;
      readonly viewerCanChangeToDraft: boolean;
      readonly viewerCanDelete: boolean;
      readonly viewerCanDeleteDraft: boolean;
      readonly viewerCanEdit: boolean;
      readonly viewerCanMarkPaid: boolean;
      readonly viewerCanResend: boolean;
      readonly viewerCanSeeDraft: boolean;
      readonly viewerCanSetPaying: boolean;
      readonly viewerCanSubmit: boolean;
      readonly xeroUrl: string | null | undefined;
    } | null | undefined;
    readonly claims: ReadonlyArray<{
      readonly id: string;
      readonly isPaid: boolean;
      readonly label: string | null | undefined;
      readonly number: number;
      readonly status: ClaimStatus;
      readonly title: string;
    }>;
    readonly customer: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly ledger: {
      readonly draftNumber: number | null | undefined;
      readonly isDraftView: boolean;
      readonly ledgerRev: string;
      readonly viewerCanEdit: boolean;
    };
    readonly members: ReadonlyArray<{
      readonly id: string;
      readonly isCustomerRecipient: boolean;
      readonly relation: ContractRelation;
      readonly user: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly owner: {
      readonly name: string;
      readonly slug: string;
    };
    readonly parent: {
      readonly owner: {
        readonly slug: string;
      };
      readonly siteName: string;
      readonly slug: string;
    } | null | undefined;
    readonly site: {
      readonly city: string;
      readonly line1: string;
      readonly line2: string;
      readonly postcode: string;
      readonly state: string;
      readonly suburb: string;
    };
    readonly siteName: string;
    readonly slug: string;
    readonly supplier: {
      readonly address: string;
      readonly entityName: string;
      readonly gstNumber: string | null | undefined;
      readonly name: string;
      readonly website: string | null | undefined;
    } | null | undefined;
    readonly taxRateId: string;
    readonly viewerIsSupplier: boolean;
    readonly viewerPermissions: ReadonlyArray<ContractPermission>;
  } | null | undefined;
};
export type ClaimPageQuery = {
  response: ClaimPageQuery$data;
  variables: ClaimPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "owner",
    "variableName": "owner"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerPermissions",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxRateId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Address",
  "kind": "LinkedField",
  "name": "site",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "line1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "line2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suburb",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postcode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v12/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractOrganisation",
  "kind": "LinkedField",
  "name": "owner",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "entityName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gstNumber",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "website",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "ContractMember",
  "kind": "LinkedField",
  "name": "members",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCustomerRecipient",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractUser",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        (v12/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgerRev",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "draftNumber",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Ledger",
  "kind": "LinkedField",
  "name": "ledger",
  "plural": false,
  "selections": [
    (v20/*:: as any*/),
    (v21/*:: as any*/),
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDraftView",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPaid",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Claim",
  "kind": "LinkedField",
  "name": "claims",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v26/*:: as any*/),
    (v27/*:: as any*/),
    (v28/*:: as any*/)
  ],
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "FileRef",
  "kind": "LinkedField",
  "name": "files",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
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
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netPayment",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v35 = [
  (v4/*:: as any*/),
  (v24/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rev",
    "storageKey": null
  },
  (v30/*:: as any*/),
  (v25/*:: as any*/),
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
  (v31/*:: as any*/),
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
  (v32/*:: as any*/),
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
      (v33/*:: as any*/),
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
          (v4/*:: as any*/),
          (v33/*:: as any*/),
          (v30/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "position",
            "storageKey": null
          },
          (v12/*:: as any*/),
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
          (v34/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isReversal",
            "storageKey": null
          },
          (v31/*:: as any*/)
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
      (v32/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ClaimTotalsLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
          (v27/*:: as any*/),
          (v34/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v36 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "number",
      "variableName": "number"
    }
  ],
  "concreteType": "Claim",
  "kind": "LinkedField",
  "name": "claim",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v24/*:: as any*/),
    (v26/*:: as any*/),
    (v25/*:: as any*/),
    (v27/*:: as any*/),
    (v28/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnread",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSeeDraft",
      "storageKey": null
    },
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSubmit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanChangeToDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDeleteDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanMarkPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSetPaying",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanResend",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "xeroUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfDownloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfViewUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfPreviewUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "draft",
      "plural": false,
      "selections": (v35/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimRevision",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": (v35/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contract",
      "kind": "LinkedField",
      "name": "contract",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "claimsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanCreateClaim",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createClaimDisabledReason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Ledger",
          "kind": "LinkedField",
          "name": "ledger",
          "plural": false,
          "selections": [
            (v20/*:: as any*/),
            (v21/*:: as any*/),
            (v22/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v23/*:: as any*/),
          (v29/*:: as any*/),
          (v36/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClaimPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v14/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "customer",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          (v23/*:: as any*/),
          (v29/*:: as any*/),
          (v36/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5b70f08c0d9cbfb52c897f95d27fef1a",
    "id": null,
    "metadata": {},
    "name": "ClaimPageQuery",
    "operationKind": "query",
    "text": "query ClaimPageQuery(\n  $owner: String!\n  $slug: String!\n  $number: Int!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    slug\n    siteName\n    archivedAt\n    viewerIsSupplier\n    viewerPermissions\n    taxRateId\n    site {\n      line1\n      line2\n      suburb\n      city\n      state\n      postcode\n    }\n    owner {\n      name\n      slug\n    }\n    parent {\n      slug\n      siteName\n      owner {\n        slug\n      }\n      id\n    }\n    customer {\n      name\n      entityName\n      address\n      gstNumber\n      id\n    }\n    supplier {\n      name\n      entityName\n      address\n      gstNumber\n      website\n      id\n    }\n    members {\n      id\n      relation\n      isCustomerRecipient\n      user {\n        id\n        name\n        email\n      }\n    }\n    ledger {\n      ledgerRev\n      draftNumber\n      viewerCanEdit\n      isDraftView\n    }\n    claims {\n      id\n      number\n      title\n      status\n      label\n      isPaid\n    }\n    claim(number: $number) {\n      id\n      number\n      status\n      title\n      label\n      isPaid\n      isPaying\n      isUnread\n      contentUpdatedAt\n      createdAt\n      viewerCanSeeDraft\n      viewerCanEdit\n      viewerCanSubmit\n      viewerCanChangeToDraft\n      viewerCanDeleteDraft\n      viewerCanDelete\n      viewerCanMarkPaid\n      viewerCanSetPaying\n      viewerCanResend\n      xeroUrl\n      pdfDownloadUrl\n      pdfViewUrl\n      pdfPreviewUrl\n      draft {\n        id\n        number\n        rev\n        type\n        title\n        periodFrom\n        periodTo\n        date\n        dueDate\n        defaultDueDate\n        poNumber\n        paymentDetails\n        billingMode\n        resolvedBillingMode\n        files {\n          id\n          filename\n          contentType\n          size\n          isImage\n          url\n        }\n        isDraft\n        submittedAt\n        submittedBy\n        openedAt\n        amountExcl\n        tax\n        netPayment\n        invoiceReference\n        submitProblems\n        lines {\n          itemId\n          previous\n          thisClaim\n          toDate\n          qtyPrevious\n          qtyToDate\n          percentComplete\n          remaining\n          isRetention\n          entry {\n            id\n            itemId\n            type\n            position\n            name\n            group\n            reference\n            totalPrice\n            unitPrice\n            qtyMilli\n            amount\n            isReversal\n            files {\n              id\n              filename\n              contentType\n              size\n              isImage\n              url\n            }\n          }\n        }\n        retentionFormula {\n          marginalRates {\n            rate\n            upTo\n          }\n          maxAmount\n        }\n        totals {\n          grossToDate\n          retentionsToDate\n          subtotal\n          previousSubtotal\n          gstExclusive\n          gst\n          gstLabel\n          netPayment\n          lines {\n            label\n            amount\n          }\n        }\n      }\n      latest {\n        id\n        number\n        rev\n        type\n        title\n        periodFrom\n        periodTo\n        date\n        dueDate\n        defaultDueDate\n        poNumber\n        paymentDetails\n        billingMode\n        resolvedBillingMode\n        files {\n          id\n          filename\n          contentType\n          size\n          isImage\n          url\n        }\n        isDraft\n        submittedAt\n        submittedBy\n        openedAt\n        amountExcl\n        tax\n        netPayment\n        invoiceReference\n        submitProblems\n        lines {\n          itemId\n          previous\n          thisClaim\n          toDate\n          qtyPrevious\n          qtyToDate\n          percentComplete\n          remaining\n          isRetention\n          entry {\n            id\n            itemId\n            type\n            position\n            name\n            group\n            reference\n            totalPrice\n            unitPrice\n            qtyMilli\n            amount\n            isReversal\n            files {\n              id\n              filename\n              contentType\n              size\n              isImage\n              url\n            }\n          }\n        }\n        retentionFormula {\n          marginalRates {\n            rate\n            upTo\n          }\n          maxAmount\n        }\n        totals {\n          grossToDate\n          retentionsToDate\n          subtotal\n          previousSubtotal\n          gstExclusive\n          gst\n          gstLabel\n          netPayment\n          lines {\n            label\n            amount\n          }\n        }\n      }\n      contract {\n        id\n        claimsCount\n        viewerCanCreateClaim\n        createClaimDisabledReason\n        ledger {\n          ledgerRev\n          draftNumber\n          viewerCanEdit\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b458dbc8aefa856816e9f265f302fa9";

export default node;
