/**
 * @generated SignedSource<<2f6ed14db5f96b5a8cbe36690d09b7df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type LedgerUpdateInput = {
  clearRetention?: boolean | null | undefined;
  contractId: string;
  create?: ReadonlyArray<LedgerLineInput> | null | undefined;
  deleteIds?: ReadonlyArray<string> | null | undefined;
  ledgerRev: string;
  number?: number | null | undefined;
  order?: ReadonlyArray<string> | null | undefined;
  ownRevs?: ReadonlyArray<string> | null | undefined;
  retentionFormula?: RetentionFormulaInput | null | undefined;
  update?: ReadonlyArray<LedgerLineInput> | null | undefined;
};
export type LedgerLineInput = {
  amount?: any | null | undefined;
  files?: ReadonlyArray<FileRefInput> | null | undefined;
  group?: ReadonlyArray<string> | null | undefined;
  itemId?: string | null | undefined;
  name?: string | null | undefined;
  percentComplete?: number | null | undefined;
  position?: any | null | undefined;
  qtyMilli?: any | null | undefined;
  reference?: string | null | undefined;
  tax?: any | null | undefined;
  totalPrice?: any | null | undefined;
  type?: LineType | null | undefined;
  unitPrice?: any | null | undefined;
};
export type FileRefInput = {
  filename: string;
  id: string;
};
export type RetentionFormulaInput = {
  marginalRates: ReadonlyArray<RetentionBandInput>;
  maxAmount?: any | null | undefined;
};
export type RetentionBandInput = {
  rate: number;
  upTo?: any | null | undefined;
};
export type claimMutationsLedgerUpdateMutation$variables = {
  input: LedgerUpdateInput;
};
export type claimMutationsLedgerUpdateMutation$data = {
  readonly ledgerUpdate: {
    readonly changedLines: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LineGrid_line">;
    }>;
    readonly claim: {
      readonly contract: {
        readonly id: string;
        readonly ledger: {
          readonly ledgerRev: string;
        };
      };
      readonly draft: {
        readonly id: string;
        readonly submitProblems: ReadonlyArray<string>;
        readonly " $fragmentSpreads": FragmentRefs<"ClaimDocument_figures">;
      } | null | undefined;
      readonly id: string;
      readonly version: string;
    };
    readonly deletedItemIds: ReadonlyArray<string>;
    readonly ledgerRev: string;
  } | null | undefined;
};
export type claimMutationsLedgerUpdateMutation = {
  response: claimMutationsLedgerUpdateMutation$data;
  variables: claimMutationsLedgerUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ledgerRev",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "previous",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "qtyPrevious",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRetention",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reference",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitPrice",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "qtyMilli",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isReversal",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v19 = {
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
      "name": "isApproved",
      "storageKey": null
    },
    (v18/*:: as any*/)
  ],
  "storageKey": null
},
v20 = [
  (v7/*:: as any*/),
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
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedItemIds",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Contract",
  "kind": "LinkedField",
  "name": "contract",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Ledger",
      "kind": "LinkedField",
      "name": "ledger",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "submitProblems",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "claimMutationsLedgerUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LedgerUpdatePayload",
        "kind": "LinkedField",
        "name": "ledgerUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClaimLine",
            "kind": "LinkedField",
            "name": "changedLines",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "LineGrid_line",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LedgerEntry",
                    "kind": "LinkedField",
                    "name": "entry",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FileRef",
                        "kind": "LinkedField",
                        "name": "files",
                        "plural": true,
                        "selections": [
                          {
                            "kind": "InlineDataFragmentSpread",
                            "name": "Attachments_file",
                            "selections": (v20/*:: as any*/),
                            "args": null,
                            "argumentDefinitions": []
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "draft",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ClaimDocument_figures"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "claimMutationsLedgerUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LedgerUpdatePayload",
        "kind": "LinkedField",
        "name": "ledgerUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClaimLine",
            "kind": "LinkedField",
            "name": "changedLines",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LedgerEntry",
                "kind": "LinkedField",
                "name": "entry",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FileRef",
                    "kind": "LinkedField",
                    "name": "files",
                    "plural": true,
                    "selections": (v20/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "draft",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v24/*:: as any*/),
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
                          (v18/*:: as any*/),
                          (v16/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
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
    "cacheID": "83987450cce8225ac77be192f19c9412",
    "id": null,
    "metadata": {},
    "name": "claimMutationsLedgerUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation claimMutationsLedgerUpdateMutation(\n  $input: LedgerUpdateInput!\n) {\n  ledgerUpdate(input: $input) {\n    ledgerRev\n    changedLines {\n      ...LineGrid_line\n    }\n    deletedItemIds\n    claim {\n      id\n      version\n      contract {\n        id\n        ledger {\n          ledgerRev\n        }\n      }\n      draft {\n        id\n        submitProblems\n        ...ClaimDocument_figures\n      }\n    }\n  }\n}\n\nfragment Attachments_file on FileRef {\n  id\n  filename\n  contentType\n  size\n  isImage\n  url\n}\n\nfragment ClaimDocument_figures on ClaimRevision {\n  resolvedBillingMode\n  retentionFormula {\n    marginalRates {\n      rate\n      upTo\n    }\n    maxAmount\n  }\n  totals {\n    gstExclusive\n    gst\n    gstLabel\n    netPayment\n    chargesGst\n    ...TotalsTable_totals\n  }\n}\n\nfragment LineGrid_line on ClaimLine {\n  itemId\n  previous\n  qtyPrevious\n  isRetention\n  entry {\n    id\n    type\n    position\n    name\n    group\n    reference\n    totalPrice\n    unitPrice\n    qtyMilli\n    amount\n    isReversal\n    variation {\n      issueNumber\n      contractId\n      isApproved\n      label\n    }\n    files {\n      ...Attachments_file\n    }\n  }\n}\n\nfragment TotalsTable_totals on ClaimTotals {\n  grossToDate\n  lines {\n    label\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb668efe13502af3464a09676b21ab26";

export default node;
