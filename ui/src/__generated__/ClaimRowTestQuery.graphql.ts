/**
 * @generated SignedSource<<3002734ec5d52208714be24e9c0cfcca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimGroup = "Draft" | "NoScheduleYet" | "Paid" | "ScheduledNotPaid" | "%future added value";
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type PaymentScheduleStatus = "Draft" | "Sent" | "%future added value";
export type ClaimRowTestQuery$variables = Record<PropertyKey, never>;
export type ClaimRowTestQuery$data = {
  readonly claimList: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly amount: any | null | undefined;
          readonly claim: {
            readonly id: string;
            readonly isPaid: boolean;
            readonly isPaying: boolean;
            readonly isUnread: boolean;
            readonly number: number;
            readonly pdfViewUrl: string | null | undefined;
            readonly recordedFrom: string | null | undefined;
            readonly schedule: {
              readonly pdfViewUrl: string | null | undefined;
              readonly status: PaymentScheduleStatus;
            } | null | undefined;
            readonly status: ClaimStatus;
            readonly viewerCanChangeToDraft: boolean;
            readonly viewerCanDelete: boolean;
            readonly viewerCanMarkPaid: boolean;
            readonly viewerCanRecordPayment: boolean;
            readonly viewerCanResend: boolean;
            readonly viewerCanSetPaying: boolean;
            readonly xeroUrl: string | null | undefined;
            readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimRowStanding_claim" | "PaymentDialog_claim">;
          };
          readonly contractId: string;
          readonly contractSlug: string;
          readonly counterpartyName: string | null | undefined;
          readonly group: ClaimGroup;
          readonly ownerIsViewer: boolean;
          readonly ownerName: string;
          readonly ownerSlug: string;
          readonly siteName: string;
          readonly viewerIsSupplier: boolean;
        };
      }>;
    };
  } | null | undefined;
};
export type ClaimRowTestQuery = {
  response: ClaimRowTestQuery$data;
  variables: ClaimRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "box",
    "value": "Sent"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
},
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
  "name": "ownerSlug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerIsViewer",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractSlug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "counterpartyName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUnread",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfViewUrl",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "xeroUrl",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPaid",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPaying",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanMarkPaid",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSetPaying",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanRecordPayment",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanResend",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanChangeToDraft",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recordedFrom",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentSchedule",
  "kind": "LinkedField",
  "name": "schedule",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v28 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Cents"
},
v29 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v30 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v31 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v32 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ClaimListConnection",
            "kind": "LinkedField",
            "name": "claims",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimListEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimListRow",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Claim",
                        "kind": "LinkedField",
                        "name": "claim",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "ClaimBadges_claim"
                          },
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "ClaimRowStanding_claim"
                          },
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "PaymentDialog_claim"
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
            "storageKey": "claims(first:1)"
          }
        ],
        "storageKey": "claimList(box:\"Sent\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClaimRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ClaimListConnection",
            "kind": "LinkedField",
            "name": "claims",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimListEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimListRow",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Claim",
                        "kind": "LinkedField",
                        "name": "claim",
                        "plural": false,
                        "selections": [
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v23/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/),
                          (v27/*:: as any*/),
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "nextLabel",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "nextOverdue",
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
                                "name": "summary",
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "overdueStatement",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v3/*:: as any*/),
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
            "storageKey": "claims(first:1)"
          }
        ],
        "storageKey": "claimList(box:\"Sent\")"
      }
    ]
  },
  "params": {
    "cacheID": "9aba3b5cbbc8fd42e25dd1e4be91c7f9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "claimList": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimList"
        },
        "claimList.claims": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimListConnection"
        },
        "claimList.claims.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClaimListEdge"
        },
        "claimList.claims.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimListRow"
        },
        "claimList.claims.edges.node.amount": (v28/*:: as any*/),
        "claimList.claims.edges.node.claim": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Claim"
        },
        "claimList.claims.edges.node.claim.contractId": (v29/*:: as any*/),
        "claimList.claims.edges.node.claim.id": (v29/*:: as any*/),
        "claimList.claims.edges.node.claim.isPaid": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.isPaying": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.isUnread": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "claimList.claims.edges.node.claim.pdfViewUrl": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.recordedFrom": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.schedule": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentSchedule"
        },
        "claimList.claims.edges.node.claim.schedule.pdfViewUrl": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.schedule.status": {
          "enumValues": [
            "Draft",
            "Sent"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentScheduleStatus"
        },
        "claimList.claims.edges.node.claim.scheduleDeadline": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScheduleDeadline"
        },
        "claimList.claims.edges.node.claim.scheduleDeadline.overdueStatement": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.standing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimStanding"
        },
        "claimList.claims.edges.node.claim.standing.badges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClaimBadge"
        },
        "claimList.claims.edges.node.claim.standing.badges.text": (v32/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.badges.tone": {
          "enumValues": [
            "neutral",
            "primary",
            "success",
            "warning",
            "danger",
            "info",
            "accent"
          ],
          "nullable": false,
          "plural": false,
          "type": "BadgeTone"
        },
        "claimList.claims.edges.node.claim.standing.debt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimDebt"
        },
        "claimList.claims.edges.node.claim.standing.debt.statement": (v32/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.nextLabel": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.nextOverdue": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.scheduleOverdue": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.summary": (v31/*:: as any*/),
        "claimList.claims.edges.node.claim.status": {
          "enumValues": [
            "New",
            "Sent",
            "Scheduled",
            "Voided",
            "Deleted"
          ],
          "nullable": false,
          "plural": false,
          "type": "ClaimStatus"
        },
        "claimList.claims.edges.node.claim.viewerCanChangeToDraft": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerCanDelete": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerCanMarkPaid": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerCanRecordPayment": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerCanResend": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerCanSetPaying": (v30/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerOutstanding": (v28/*:: as any*/),
        "claimList.claims.edges.node.claim.viewerPaymentSide": {
          "enumValues": [
            "Payer",
            "Payee"
          ],
          "nullable": true,
          "plural": false,
          "type": "PaymentSide"
        },
        "claimList.claims.edges.node.claim.xeroUrl": (v31/*:: as any*/),
        "claimList.claims.edges.node.contractId": (v29/*:: as any*/),
        "claimList.claims.edges.node.contractSlug": (v32/*:: as any*/),
        "claimList.claims.edges.node.counterpartyName": (v31/*:: as any*/),
        "claimList.claims.edges.node.group": {
          "enumValues": [
            "Draft",
            "NoScheduleYet",
            "ScheduledNotPaid",
            "Paid"
          ],
          "nullable": false,
          "plural": false,
          "type": "ClaimGroup"
        },
        "claimList.claims.edges.node.ownerIsViewer": (v30/*:: as any*/),
        "claimList.claims.edges.node.ownerName": (v32/*:: as any*/),
        "claimList.claims.edges.node.ownerSlug": (v32/*:: as any*/),
        "claimList.claims.edges.node.siteName": (v32/*:: as any*/),
        "claimList.claims.edges.node.viewerIsSupplier": (v30/*:: as any*/)
      }
    },
    "name": "ClaimRowTestQuery",
    "operationKind": "query",
    "text": "query ClaimRowTestQuery {\n  claimList(box: Sent) {\n    claims(first: 1) {\n      edges {\n        node {\n          group\n          contractId\n          ownerSlug\n          ownerName\n          ownerIsViewer\n          contractSlug\n          siteName\n          counterpartyName\n          viewerIsSupplier\n          amount\n          claim {\n            id\n            number\n            status\n            isUnread\n            pdfViewUrl\n            xeroUrl\n            isPaid\n            isPaying\n            viewerCanMarkPaid\n            viewerCanSetPaying\n            viewerCanRecordPayment\n            viewerCanResend\n            viewerCanChangeToDraft\n            viewerCanDelete\n            recordedFrom\n            schedule {\n              status\n              pdfViewUrl\n            }\n            ...ClaimBadges_claim\n            ...ClaimRowStanding_claim\n            ...PaymentDialog_claim\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimRowStanding_claim on Claim {\n  standing {\n    nextLabel\n    nextOverdue\n    scheduleOverdue\n    summary\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    overdueStatement\n  }\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n"
  }
};
})();

(node as any).hash = "fac33635cf362e41678a67b3993c4bb9";

export default node;
