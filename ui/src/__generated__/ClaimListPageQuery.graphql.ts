/**
 * @generated SignedSource<<7d9a52c5f40989f6566298386f76964c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimBox = "Inbox" | "Sent" | "%future added value";
export type ClaimGroup = "Draft" | "NoScheduleYet" | "Paid" | "ScheduledNotPaid" | "%future added value";
export type ClaimListPageQuery$variables = {
  box: ClaimBox;
  first: number;
  group?: ClaimGroup | null | undefined;
  search?: string | null | undefined;
};
export type ClaimListPageQuery$data = {
  readonly claimList: {
    readonly counts: ReadonlyArray<{
      readonly count: number;
      readonly group: ClaimGroup;
    }>;
    readonly newClaimContracts: ReadonlyArray<{
      readonly contractId: string;
      readonly contractSlug: string;
      readonly ownerSlug: string;
      readonly siteName: string;
    }>;
    readonly newClaimDisabledReason: string | null | undefined;
    readonly version: string;
  } | null | undefined;
  readonly org: {
    readonly gettingStarted: {
      readonly home: ClaimBox;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"GettingStarted_org">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimListRows_query">;
};
export type ClaimListPageQuery = {
  response: ClaimListPageQuery$data;
  variables: ClaimListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "box"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "group"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "kind": "Variable",
  "name": "box",
  "variableName": "box"
},
v5 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "group",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimGroupCount",
  "kind": "LinkedField",
  "name": "counts",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ownerSlug",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractSlug",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "NewClaimContract",
  "kind": "LinkedField",
  "name": "newClaimContracts",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "newClaimDisabledReason",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "home",
  "storageKey": null
},
v17 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v18 = {
  "kind": "Variable",
  "name": "group",
  "variableName": "group"
},
v19 = [
  (v17/*:: as any*/),
  (v18/*:: as any*/)
],
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "pdfViewUrl",
  "storageKey": null
},
v23 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GettingStarted",
            "kind": "LinkedField",
            "name": "gettingStarted",
            "plural": false,
            "selections": [
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GettingStarted_org"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v4/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ClaimListRows_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ClaimListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ClaimList",
        "kind": "LinkedField",
        "name": "claimList",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": (v19/*:: as any*/),
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
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Claim",
                        "kind": "LinkedField",
                        "name": "claim",
                        "plural": false,
                        "selections": [
                          (v20/*:: as any*/),
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
                            "name": "isUnread",
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
                            "kind": "ScalarField",
                            "name": "cutoffText",
                            "storageKey": null
                          },
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
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
                            "name": "viewerCanResend",
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
                            "name": "viewerCanDelete",
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
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v10/*:: as any*/),
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
                      },
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ownerName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ownerIsViewer",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "counterpartyName",
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
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "termsAtAGlance",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
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
            "args": (v19/*:: as any*/),
            "filters": [
              "group"
            ],
            "handle": "connection",
            "key": "ClaimListRows_claims",
            "kind": "LinkedHandle",
            "name": "claims"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GettingStarted",
            "kind": "LinkedField",
            "name": "gettingStarted",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "businessDetails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "project",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitationWaiting",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "claimSent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduleSent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "colleagues",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "done",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkspaceRef",
                "kind": "LinkedField",
                "name": "sample",
                "plural": false,
                "selections": (v23/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WorkspaceRef",
                "kind": "LinkedField",
                "name": "sampleOf",
                "plural": false,
                "selections": (v23/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9626c811981080ca5f581b79361537e0",
    "id": null,
    "metadata": {},
    "name": "ClaimListPageQuery",
    "operationKind": "query",
    "text": "query ClaimListPageQuery(\n  $box: ClaimBox!\n  $search: String\n  $group: ClaimGroup\n  $first: Int!\n) {\n  claimList(box: $box, search: $search) {\n    version\n    counts {\n      group\n      count\n    }\n    newClaimContracts {\n      contractId\n      ownerSlug\n      contractSlug\n      siteName\n    }\n    newClaimDisabledReason\n  }\n  org {\n    gettingStarted {\n      home\n    }\n    ...GettingStarted_org\n    id\n  }\n  ...ClaimListRows_query_58x8f\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimListRows_query_58x8f on Query {\n  claimList(box: $box, search: $search) {\n    counts {\n      group\n      count\n    }\n    claims(group: $group, first: $first) {\n      edges {\n        node {\n          group\n          claim {\n            id\n          }\n          ...ClaimRow_row\n          ...useClaimActions_row\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment ClaimRowStanding_claim on Claim {\n  standing {\n    nextLabel\n    nextOverdue\n    scheduleOverdue\n    summary\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    overdueStatement\n  }\n}\n\nfragment ClaimRow_row on ClaimListRow {\n  ownerSlug\n  ownerName\n  ownerIsViewer\n  contractSlug\n  siteName\n  counterpartyName\n  viewerIsSupplier\n  amount\n  termsAtAGlance\n  claim {\n    number\n    isUnread\n    recordedFrom\n    ...ClaimBadges_claim\n    ...ClaimRowStanding_claim\n    ...GroundBadge_claim\n    ...CutoffNote_claim\n    id\n  }\n}\n\nfragment CutoffNote_claim on Claim {\n  cutoffText\n}\n\nfragment GettingStarted_org on Organisation {\n  gettingStarted {\n    businessDetails\n    project\n    invitationWaiting\n    claimSent\n    scheduleSent\n    colleagues\n    done\n    home\n    sample {\n      slug\n      name\n    }\n    sampleOf {\n      slug\n      name\n    }\n  }\n}\n\nfragment GroundBadge_claim on Claim {\n  suspensionGround\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n\nfragment useClaimActions_row on ClaimListRow {\n  contractId\n  claim {\n    id\n    number\n    status\n    isUnread\n    pdfViewUrl\n    xeroUrl\n    isPaid\n    isPaying\n    viewerCanMarkPaid\n    viewerCanSetPaying\n    viewerCanRecordPayment\n    viewerCanResend\n    viewerCanChangeToDraft\n    viewerCanDelete\n    schedule {\n      status\n      pdfViewUrl\n    }\n    ...PaymentDialog_claim\n  }\n}\n"
  }
};
})();

(node as any).hash = "5285492c109e5abc13fa73a668af9adb";

export default node;
