/**
 * @generated SignedSource<<50ed4d3a85b158902ec1cb56c0872648>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimPageQuery$variables = {
  number: number;
  owner: string;
  slug: string;
};
export type ClaimPageQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly claim: {
      readonly version: string;
      readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_claim">;
    } | null | undefined;
    readonly id: string;
    readonly ledger: {
      readonly ledgerRev: string;
      readonly viewerCanEdit: boolean;
    };
    readonly siteName: string;
    readonly taxRateId: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClaimActions_contract" | "ClaimBreadcrumb_contract" | "ClaimDocument_contract">;
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
  "name": "siteName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxRateId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Ledger",
  "kind": "LinkedField",
  "name": "ledger",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ledgerRev",
      "storageKey": null
    },
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
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
  "kind": "ScalarField",
  "name": "entityName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimBadge",
  "kind": "LinkedField",
  "name": "badges",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tone",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rev",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gstRegistered",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceReference",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v30 = {
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
v31 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemId",
      "storageKey": null
    },
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
      "name": "qtyPrevious",
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
        (v25/*:: as any*/),
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
        (v26/*:: as any*/),
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
        (v27/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isReversal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LedgerVariation",
          "kind": "LinkedField",
          "name": "variation",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "issueNumber",
              "storageKey": null
            },
            (v28/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isApproved",
              "storageKey": null
            },
            (v29/*:: as any*/)
          ],
          "storageKey": null
        },
        (v30/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDraft",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodFrom",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "periodTo",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "poNumber",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDetails",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billingMode",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heading",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierGstNumber",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolvedBillingMode",
  "storageKey": null
},
v43 = {
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
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netPayment",
  "storageKey": null
},
v45 = {
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
    (v44/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chargesGst",
      "storageKey": null
    },
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
        (v29/*:: as any*/),
        (v27/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfViewUrl",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basis",
  "storageKey": null
},
v48 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v49 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "section",
  "storageKey": null
},
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeDate",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "servedWords",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "servedOn",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfUrl",
  "storageKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suspendedOn",
  "storageKey": null
},
v55 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resumedOn",
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
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ClaimBreadcrumb_contract"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ClaimActions_contract"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ClaimDocument_contract"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimPage_claim"
              }
            ],
            "storageKey": null
          }
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
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractContact",
            "kind": "LinkedField",
            "name": "supplier",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v4/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
            "kind": "LinkedField",
            "name": "parent",
            "plural": false,
            "selections": [
              (v15/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContractOrganisation",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claims",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsSupplier",
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
              (v13/*:: as any*/),
              (v4/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gstNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "relation",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractOrganisation",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
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
              (v20/*:: as any*/),
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
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v4/*:: as any*/),
              (v16/*:: as any*/),
              (v21/*:: as any*/),
              (v17/*:: as any*/),
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
                "name": "viewerCanSeeDraft",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanComment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "draft",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v4/*:: as any*/),
                  (v17/*:: as any*/),
                  (v24/*:: as any*/),
                  (v31/*:: as any*/),
                  (v25/*:: as any*/),
                  (v32/*:: as any*/),
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v35/*:: as any*/),
                  (v36/*:: as any*/),
                  (v37/*:: as any*/),
                  (v38/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/),
                  (v30/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v45/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submitProblems",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  (v4/*:: as any*/),
                  (v17/*:: as any*/),
                  (v24/*:: as any*/),
                  (v31/*:: as any*/),
                  (v25/*:: as any*/),
                  (v32/*:: as any*/),
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v35/*:: as any*/),
                  (v36/*:: as any*/),
                  (v37/*:: as any*/),
                  (v38/*:: as any*/),
                  (v39/*:: as any*/),
                  (v40/*:: as any*/),
                  (v41/*:: as any*/),
                  (v30/*:: as any*/),
                  (v42/*:: as any*/),
                  (v43/*:: as any*/),
                  (v45/*:: as any*/),
                  (v44/*:: as any*/),
                  (v23/*:: as any*/)
                ],
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
                "name": "viewerCanSubmit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanDraftSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentSchedule",
                "kind": "LinkedField",
                "name": "schedule",
                "plural": false,
                "selections": [
                  (v21/*:: as any*/),
                  (v46/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPaid",
                "storageKey": null
              },
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
                "name": "pdfPreviewUrl",
                "storageKey": null
              },
              (v46/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "csvDownloadUrl",
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
                "name": "viewerCanRecordPayment",
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
                "concreteType": "AccessLink",
                "kind": "LinkedField",
                "name": "accessLinks",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "document",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revokedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerPaymentSide",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerOutstanding",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleDeadline",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleGivenLate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimDebt",
                    "kind": "LinkedField",
                    "name": "debt",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statement",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentDue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scheduleOverdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentOverdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "received",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "outstanding",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidByPayer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidToPayee",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountsDiffer",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ScheduleDeadline",
                "kind": "LinkedField",
                "name": "scheduleDeadline",
                "plural": false,
                "selections": [
                  (v47/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "workingDaysLeft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPassed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdueStatement",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "terms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actNotes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "holidaysNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CcaSkippedDay",
                    "kind": "LinkedField",
                    "name": "skipped",
                    "plural": true,
                    "selections": [
                      (v33/*:: as any*/),
                      (v48/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cutoffText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimPayment",
                "kind": "LinkedField",
                "name": "payments",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "side",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidOn",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctsId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isCorrected",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recordedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recordedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanCorrect",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduleRecordedFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanRecordSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "suspensionGround",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimEnforcement",
                "kind": "LinkedField",
                "name": "enforcement",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ground",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "groundWords",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reasons",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SuspensionNotice",
                    "kind": "LinkedField",
                    "name": "notice",
                    "plural": false,
                    "selections": [
                      (v49/*:: as any*/),
                      (v50/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "payBy",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "suspendFrom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sentence",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "servedManner",
                        "storageKey": null
                      },
                      (v51/*:: as any*/),
                      (v52/*:: as any*/),
                      (v53/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WorkSuspension",
                    "kind": "LinkedField",
                    "name": "suspensions",
                    "plural": true,
                    "selections": [
                      (v54/*:: as any*/),
                      (v55/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scope",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "daysWords",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Remedy",
                    "kind": "LinkedField",
                    "name": "remedies",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "detail",
                        "storageKey": null
                      },
                      (v33/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "available",
                        "storageKey": null
                      },
                      (v48/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "debtStatementUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceTerms",
                    "kind": "LinkedField",
                    "name": "terms",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "emailServiceAgreed",
                        "storageKey": null
                      },
                      (v47/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "clause",
                        "storageKey": null
                      },
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "howToServe",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rulesNote",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServedSuspensionNotice",
                "kind": "LinkedField",
                "name": "servedSuspensionNotice",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  (v49/*:: as any*/),
                  (v50/*:: as any*/),
                  (v52/*:: as any*/),
                  (v51/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unpaid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "payByWords",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "suspendFromWords",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stillUnpaid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "whatToDo",
                    "storageKey": null
                  },
                  (v53/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServedSuspensionDays",
                    "kind": "LinkedField",
                    "name": "suspensions",
                    "plural": true,
                    "selections": [
                      (v54/*:: as any*/),
                      (v55/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "words",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanChangeRecord",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recordedFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receivedManner",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receivedFileUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2295419dfb155423e058ef1a7d7128ac",
    "id": null,
    "metadata": {},
    "name": "ClaimPageQuery",
    "operationKind": "query",
    "text": "query ClaimPageQuery(\n  $owner: String!\n  $slug: String!\n  $number: Int!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    siteName\n    archivedAt\n    taxRateId\n    ledger {\n      ledgerRev\n      viewerCanEdit\n    }\n    ...ClaimBreadcrumb_contract\n    ...ClaimActions_contract\n    ...ClaimDocument_contract\n    claim(number: $number) {\n      version\n      ...ClaimPage_claim\n      id\n    }\n  }\n}\n\nfragment Attachments_file on FileRef {\n  id\n  filename\n  contentType\n  size\n  isImage\n  url\n}\n\nfragment ClaimActions_claim on Claim {\n  number\n  status\n  title\n  xeroUrl\n  pdfDownloadUrl\n  viewerCanSubmit\n  viewerCanSchedule\n  viewerCanDraftSchedule\n  schedule {\n    status\n    pdfViewUrl\n  }\n  latest {\n    id\n    title\n  }\n  draft {\n    rev\n    title\n    date\n    dueDate\n    submitProblems\n    totals {\n      netPayment\n      chargesGst\n    }\n    id\n  }\n  ...ClaimMenu_claim\n}\n\nfragment ClaimActions_contract on Contract {\n  id\n  viewerIsSupplier\n  customer {\n    name\n    entityName\n    id\n  }\n  members {\n    id\n    isCustomerRecipient\n    user {\n      id\n      name\n      email\n    }\n  }\n  ...ClaimMenu_contract\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimBreadcrumb_contract on Contract {\n  siteName\n  supplier {\n    name\n    entityName\n    id\n  }\n  parent {\n    slug\n    siteName\n    owner {\n      slug\n    }\n    id\n  }\n  claims {\n    id\n    number\n    title\n    ...ClaimBadges_claim\n  }\n}\n\nfragment ClaimDocument_contract on Contract {\n  id\n  ...Parties_contract\n}\n\nfragment ClaimDocument_figures on ClaimRevision {\n  resolvedBillingMode\n  retentionFormula {\n    marginalRates {\n      rate\n      upTo\n    }\n    maxAmount\n  }\n  totals {\n    gstExclusive\n    gst\n    gstLabel\n    netPayment\n    chargesGst\n    ...TotalsTable_totals\n  }\n}\n\nfragment ClaimDocument_revision on ClaimRevision {\n  title\n  type\n  isDraft\n  date\n  dueDate\n  periodFrom\n  periodTo\n  poNumber\n  paymentDetails\n  billingMode\n  invoiceReference\n  heading\n  supplierGstNumber\n  files {\n    ...Attachments_file\n  }\n  ...ClaimDocument_figures\n}\n\nfragment ClaimMenu_claim on Claim {\n  number\n  status\n  isPaid\n  isPaying\n  pdfPreviewUrl\n  pdfViewUrl\n  csvDownloadUrl\n  viewerCanResend\n  viewerCanMarkPaid\n  viewerCanSetPaying\n  viewerCanRecordPayment\n  viewerCanChangeToDraft\n  viewerCanDeleteDraft\n  viewerCanDelete\n  draft {\n    id\n  }\n  latest {\n    id\n  }\n  accessLinks {\n    id\n    document\n    email\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n  ...PaymentDialog_claim\n}\n\nfragment ClaimMenu_contract on Contract {\n  id\n  members {\n    id\n    relation\n    user {\n      id\n      name\n      email\n    }\n  }\n}\n\nfragment ClaimPage_claim on Claim {\n  id\n  version\n  number\n  status\n  title\n  isUnread\n  viewerCanSeeDraft\n  viewerCanEdit\n  viewerCanComment\n  draft {\n    rev\n    gstRegistered\n    ...ClaimPage_revision\n    id\n  }\n  latest {\n    rev\n    ...ClaimPage_revision\n    id\n  }\n  ...ClaimActions_claim\n  ...ScheduleDeadlineNote_claim\n  ...ClaimBadges_claim\n  ...CutoffNote_claim\n  ...ClaimStanding_claim\n  ...PaymentsPanel_claim\n  ...ReceivedPanel_claim\n  ...RemediesPanel_claim\n  ...ServedNoticeCard_claim\n  ...ReceivedClaimDocument_claim\n  recordedFrom\n}\n\nfragment ClaimPage_revision on ClaimRevision {\n  id\n  title\n  invoiceReference\n  lines {\n    ...LineGrid_line\n  }\n  ...ClaimDocument_revision\n}\n\nfragment ClaimStanding_claim on Claim {\n  standing {\n    state\n    scheduleDeadline\n    paymentDue\n    scheduleOverdue\n    paymentOverdue\n    summary\n  }\n}\n\nfragment CutoffNote_claim on Claim {\n  cutoffText\n}\n\nfragment LineGrid_line on ClaimLine {\n  itemId\n  previous\n  qtyPrevious\n  isRetention\n  entry {\n    id\n    type\n    position\n    name\n    group\n    reference\n    totalPrice\n    unitPrice\n    qtyMilli\n    amount\n    isReversal\n    variation {\n      issueNumber\n      contractId\n      isApproved\n      label\n    }\n    files {\n      ...Attachments_file\n    }\n  }\n}\n\nfragment Parties_contract on Contract {\n  siteName\n  owner {\n    name\n  }\n  site {\n    line1\n    line2\n    suburb\n    city\n    state\n    postcode\n  }\n  customer {\n    name\n    entityName\n    address\n    gstNumber\n    id\n  }\n  supplier {\n    name\n    entityName\n    address\n    website\n    id\n  }\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n\nfragment PaymentsPanel_claim on Claim {\n  contractId\n  number\n  status\n  latest {\n    id\n  }\n  viewerCanRecordPayment\n  viewerPaymentSide\n  standing {\n    payable\n    received\n    outstanding\n    paidByPayer\n    paidToPayee\n    amountsDiffer\n  }\n  payments {\n    id\n    side\n    paidOn\n    amount\n    reference\n    note\n    correctsId\n    isCorrected\n    recordedBy\n    recordedAt\n    viewerCanCorrect\n  }\n  ...PaymentDialog_claim\n}\n\nfragment ReceivedClaimDocument_claim on Claim {\n  contractId\n  number\n  viewerCanChangeRecord\n  title\n  recordedFrom\n  receivedManner\n  receivedFileUrl\n  latest {\n    date\n    dueDate\n    periodFrom\n    periodTo\n    invoiceReference\n    netPayment\n    gstRegistered\n    files {\n      filename\n    }\n    id\n  }\n  standing {\n    scheduleDeadline\n    scheduleOverdue\n  }\n}\n\nfragment ReceivedPanel_claim on Claim {\n  contractId\n  number\n  scheduleRecordedFrom\n  viewerCanRecordSchedule\n}\n\nfragment RemediesPanel_claim on Claim {\n  id\n  contractId\n  number\n  suspensionGround\n  enforcement {\n    ground\n    groundWords\n    reasons\n    notice {\n      section\n      noticeDate\n      payBy\n      suspendFrom\n      sentence\n      servedManner\n      servedWords\n      servedOn\n      pdfUrl\n    }\n    suspensions {\n      suspendedOn\n      resumedOn\n      scope\n      daysWords\n    }\n    remedies {\n      kind\n      title\n      detail\n      date\n      available\n      reason\n    }\n    debtStatementUrl\n    terms {\n      emailServiceAgreed\n      basis\n      clause\n      viewerCanEdit\n    }\n    howToServe\n    rulesNote\n  }\n}\n\nfragment ScheduleDeadlineNote_claim on Claim {\n  status\n  standing {\n    scheduleDeadline\n    scheduleGivenLate\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    basis\n    workingDaysLeft\n    isPassed\n    overdueStatement\n    terms\n    actNotes\n    holidaysNote\n    skipped {\n      date\n      reason\n    }\n  }\n}\n\nfragment ServedNoticeCard_claim on Claim {\n  viewerPaymentSide\n  viewerCanRecordPayment\n  servedSuspensionNotice {\n    title\n    section\n    noticeDate\n    servedOn\n    servedWords\n    unpaid\n    payByWords\n    suspendFromWords\n    stillUnpaid\n    whatToDo\n    pdfUrl\n    suspensions {\n      suspendedOn\n      resumedOn\n      words\n    }\n  }\n  ...PaymentDialog_claim\n}\n\nfragment TotalsTable_totals on ClaimTotals {\n  grossToDate\n  lines {\n    label\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c7ad9596ed0b5f3a80b41c24d062a1b";

export default node;
