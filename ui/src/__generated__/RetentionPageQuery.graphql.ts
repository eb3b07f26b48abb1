/**
 * @generated SignedSource<<4cb50af935e275744910b0cc36f8d207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RetentionPageQuery$variables = Record<PropertyKey, never>;
export type RetentionPageQuery$data = {
  readonly retention: {
    readonly heldFromUs: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
    }>;
    readonly heldFromUsTotals: {
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_totals">;
    };
    readonly notNettedReason: string;
    readonly weHold: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_ledgers">;
    }>;
    readonly weHoldTotals: {
      readonly " $fragmentSpreads": FragmentRefs<"LedgerTable_totals">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TrustAccountCard_retention">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DefectNoticesReceived_query" | "DueCards_query" | "InspectionCard_query" | "RecordsCard_query" | "RetentionHistoryCard_query" | "StatementsCard_query">;
};
export type RetentionPageQuery = {
  response: RetentionPageQuery$data;
  variables: RetentionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notNettedReason",
  "storageKey": null
},
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LedgerTable_ledgers"
  }
],
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LedgerTable_totals"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerSlug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractSlug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "holderName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payeeName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weHold",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retentionMoney",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
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
v12 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
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
    "selections": (v11/*:: as any*/),
    "storageKey": null
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfUrl",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sha256",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v19 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionReleaseDue",
    "kind": "LinkedField",
    "name": "releases",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stageIndex",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "releaseOn",
        "storageKey": null
      },
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
        "name": "late",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "owed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "interest",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RetentionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionOverview",
        "kind": "LinkedField",
        "name": "retention",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "weHold",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "weHoldTotals",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "heldFromUs",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "heldFromUsTotals",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrustAccountCard_retention"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StatementsCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RecordsCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RetentionHistoryCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DueCards_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InspectionCard_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DefectNoticesReceived_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RetentionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionOverview",
        "kind": "LinkedField",
        "name": "retention",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "weHold",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "weHoldTotals",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedger",
            "kind": "LinkedField",
            "name": "heldFromUs",
            "plural": true,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionBalances",
            "kind": "LinkedField",
            "name": "heldFromUsTotals",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanKeepAccount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RegisteredBank",
            "kind": "LinkedField",
            "name": "banks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "banksSource",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "banksAsOf",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TrustAccount",
            "kind": "LinkedField",
            "name": "trustAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bank",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankNotifiedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attestedByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attestedAt",
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
        "concreteType": "RetentionLedgerReports",
        "kind": "LinkedField",
        "name": "retentionReports",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v9/*:: as any*/),
          (v4/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statementDueBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "statementOverdueSince",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastStatementOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanServe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionReport",
            "kind": "LinkedField",
            "name": "reports",
            "plural": true,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kindLabel",
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
                "name": "closingBalance",
                "storageKey": null
              },
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionReportCopy",
                "kind": "LinkedField",
                "name": "copies",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "servedAt",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInternalReport",
        "kind": "LinkedField",
        "name": "retentionInternalReports",
        "plural": true,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "madeOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "madeBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ledgerCount",
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "difference",
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionRecordsJob",
        "kind": "LinkedField",
        "name": "retentionRecordsJobs",
        "plural": true,
        "selections": [
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reportNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
            "storageKey": null
          },
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "downloadUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "retentionRecordsCanExport",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionHeldByMonth",
        "kind": "LinkedField",
        "name": "retentionHeldByMonth",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "labels",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContractRetentionHeld",
            "kind": "LinkedField",
            "name": "contracts",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "counterparty",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "held",
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
        "concreteType": "RetentionDue",
        "kind": "LinkedField",
        "name": "retentionDue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositNote",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "depositSummary",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionDepositAlert",
            "kind": "LinkedField",
            "name": "depositAlerts",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
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
                "name": "exposureCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RetentionLedgerDue",
                "kind": "LinkedField",
                "name": "ledgers",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "depositDaysNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RetentionExposure",
                    "kind": "LinkedField",
                    "name": "exposures",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "entryNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "withheldOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "depositBy",
                        "storageKey": null
                      },
                      (v18/*:: as any*/)
                    ],
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
            "concreteType": "RetentionLedgerDue",
            "kind": "LinkedField",
            "name": "releasesWeOwe",
            "plural": true,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionLedgerDue",
            "kind": "LinkedField",
            "name": "releasesDueToUs",
            "plural": true,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInspections",
        "kind": "LinkedField",
        "name": "retentionInspections",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionInspectionRequest",
            "kind": "LinkedField",
            "name": "requests",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v14/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requesterName",
                "storageKey": null
              },
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "open",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerWords",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answeredByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanAnswer",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionInspectionLedger",
            "kind": "LinkedField",
            "name": "heldFromUs",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanRequest",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "right",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionInspectionManner",
            "kind": "LinkedField",
            "name": "manners",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
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
        "concreteType": "RetentionDefectNoticeReceived",
        "kind": "LinkedField",
        "name": "retentionDefectNoticesReceived",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          (v14/*:: as any*/),
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "used",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defect",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "servedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "servedWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "useFrom",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "useFromWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pdfViewUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6e53b75759f24b1d566cce0304e6af9e",
    "id": null,
    "metadata": {},
    "name": "RetentionPageQuery",
    "operationKind": "query",
    "text": "query RetentionPageQuery {\n  retention {\n    notNettedReason\n    weHold {\n      ...LedgerTable_ledgers\n    }\n    weHoldTotals {\n      ...LedgerTable_totals\n    }\n    heldFromUs {\n      ...LedgerTable_ledgers\n    }\n    heldFromUsTotals {\n      ...LedgerTable_totals\n    }\n    ...TrustAccountCard_retention\n  }\n  ...StatementsCard_query\n  ...RecordsCard_query\n  ...RetentionHistoryCard_query\n  ...DueCards_query\n  ...InspectionCard_query\n  ...DefectNoticesReceived_query\n}\n\nfragment DefectNoticesReceived_query on Query {\n  retentionDefectNoticesReceived {\n    contractId\n    siteName\n    holderName\n    number\n    amount\n    used\n    defect\n    servedOn\n    servedWords\n    useFrom\n    useFromWords\n    pdfViewUrl\n  }\n}\n\nfragment DueCards_ledgers on RetentionLedgerDue {\n  contractId\n  siteName\n  ownerSlug\n  contractSlug\n  holderName\n  payeeName\n  releases {\n    stage\n    stageIndex\n    releaseOn\n    text\n    late\n    owed\n    interest\n  }\n}\n\nfragment DueCards_query on Query {\n  retentionDue {\n    depositNote\n    depositSummary\n    depositAlerts {\n      payeeName\n      outstanding\n      exposureCount\n      ledgers {\n        contractId\n        siteName\n        ownerSlug\n        contractSlug\n        depositDaysNote\n        exposures {\n          entryNumber\n          withheldOn\n          depositBy\n          amount\n        }\n      }\n    }\n    releasesWeOwe {\n      ...DueCards_ledgers\n    }\n    releasesDueToUs {\n      ...DueCards_ledgers\n    }\n  }\n}\n\nfragment InspectionCard_query on Query {\n  retentionInspections {\n    requests {\n      contractId\n      number\n      siteName\n      holderName\n      payeeName\n      weHold\n      requesterName\n      message\n      requestedOn\n      open\n      answerWords\n      answerNote\n      answeredByName\n      viewerCanAnswer\n    }\n    heldFromUs {\n      contractId\n      siteName\n      holderName\n      viewerCanRequest\n    }\n    right\n    manners {\n      value\n      label\n    }\n    rulesNote\n  }\n}\n\nfragment LedgerTable_ledgers on RetentionLedger {\n  contractId\n  siteName\n  ownerSlug\n  contractSlug\n  holderName\n  payeeName\n  weHold\n  viewerCanRecord\n  warning\n  releaseClaimsOut\n  balances {\n    retentionMoney\n    heldInAccount\n    coveredByInstruments\n    shortfall\n  }\n}\n\nfragment LedgerTable_totals on RetentionBalances {\n  retentionMoney\n  heldInAccount\n  coveredByInstruments\n  shortfall\n}\n\nfragment RecordsCard_query on Query {\n  retentionInternalReports {\n    id\n    number\n    madeOn\n    madeBy\n    ledgerCount\n    retentionMoney\n    difference\n    sha256\n    pdfUrl\n  }\n  retentionRecordsJobs {\n    number\n    kind\n    status\n    message\n    reportNumber\n    fileName\n    sha256\n    downloadUrl\n  }\n  retentionRecordsCanExport\n}\n\nfragment RetentionHistoryCard_query on Query {\n  retentionHeldByMonth {\n    labels\n    contracts {\n      contractId\n      siteName\n      weHold\n      counterparty\n      held\n    }\n  }\n}\n\nfragment StatementsCard_query on Query {\n  retentionReports {\n    contractId\n    weHold\n    siteName\n    payeeName\n    statementDueBy\n    statementOverdueSince\n    lastStatementOn\n    viewerCanServe\n    reports {\n      id\n      number\n      kindLabel\n      periodFrom\n      periodTo\n      closingBalance\n      pdfUrl\n      copies {\n        email\n        sha256\n        servedAt\n      }\n    }\n  }\n}\n\nfragment TrustAccountCard_retention on RetentionOverview {\n  viewerCanKeepAccount\n  banks {\n    key\n    name\n  }\n  banksSource\n  banksAsOf\n  trustAccount {\n    bank\n    bankName\n    accountName\n    accountNumber\n    bankNotifiedOn\n    attestedByName\n    attestedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "81f37c64a7b924e7b073bb9f419c15f2";

export default node;
