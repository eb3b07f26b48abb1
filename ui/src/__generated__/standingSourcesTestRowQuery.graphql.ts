/**
 * @generated SignedSource<<cdd033da263b413eafc94585d2fd93ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type standingSourcesTestRowQuery$variables = Record<PropertyKey, never>;
export type standingSourcesTestRowQuery$data = {
  readonly claimList: {
    readonly claims: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"ClaimRow_row">;
        };
      }>;
    };
  } | null | undefined;
};
export type standingSourcesTestRowQuery = {
  response: standingSourcesTestRowQuery$data;
  variables: standingSourcesTestRowQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "box",
    "value": "Inbox"
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
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v4 = {
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
    "name": "standingSourcesTestRowQuery",
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
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ClaimRow_row"
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
        "storageKey": "claimList(box:\"Inbox\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "standingSourcesTestRowQuery",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ownerSlug",
                        "storageKey": null
                      },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contractSlug",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "siteName",
                        "storageKey": null
                      },
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Claim",
                        "kind": "LinkedField",
                        "name": "claim",
                        "plural": false,
                        "selections": [
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "id",
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
        "storageKey": "claimList(box:\"Inbox\")"
      }
    ]
  },
  "params": {
    "cacheID": "e6d4e97cfc7593861dc694baab8945b5",
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
        "claimList.claims.edges.node.amount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Cents"
        },
        "claimList.claims.edges.node.claim": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Claim"
        },
        "claimList.claims.edges.node.claim.cutoffText": (v2/*:: as any*/),
        "claimList.claims.edges.node.claim.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "claimList.claims.edges.node.claim.isUnread": (v3/*:: as any*/),
        "claimList.claims.edges.node.claim.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "claimList.claims.edges.node.claim.recordedFrom": (v2/*:: as any*/),
        "claimList.claims.edges.node.claim.scheduleDeadline": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScheduleDeadline"
        },
        "claimList.claims.edges.node.claim.scheduleDeadline.overdueStatement": (v2/*:: as any*/),
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
        "claimList.claims.edges.node.claim.standing.badges.text": (v4/*:: as any*/),
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
        "claimList.claims.edges.node.claim.standing.debt.statement": (v4/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.nextLabel": (v2/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.nextOverdue": (v3/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.scheduleOverdue": (v3/*:: as any*/),
        "claimList.claims.edges.node.claim.standing.summary": (v2/*:: as any*/),
        "claimList.claims.edges.node.claim.suspensionGround": {
          "enumValues": [
            "NO_SCHEDULE_UNPAID",
            "SCHEDULED_UNPAID",
            "DETERMINATION_UNPAID"
          ],
          "nullable": true,
          "plural": false,
          "type": "SuspensionGround"
        },
        "claimList.claims.edges.node.contractSlug": (v4/*:: as any*/),
        "claimList.claims.edges.node.counterpartyName": (v2/*:: as any*/),
        "claimList.claims.edges.node.ownerIsViewer": (v3/*:: as any*/),
        "claimList.claims.edges.node.ownerName": (v4/*:: as any*/),
        "claimList.claims.edges.node.ownerSlug": (v4/*:: as any*/),
        "claimList.claims.edges.node.siteName": (v4/*:: as any*/),
        "claimList.claims.edges.node.termsAtAGlance": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "claimList.claims.edges.node.viewerIsSupplier": (v3/*:: as any*/)
      }
    },
    "name": "standingSourcesTestRowQuery",
    "operationKind": "query",
    "text": "query standingSourcesTestRowQuery {\n  claimList(box: Inbox) {\n    claims(first: 1) {\n      edges {\n        node {\n          ...ClaimRow_row\n        }\n      }\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimRowStanding_claim on Claim {\n  standing {\n    nextLabel\n    nextOverdue\n    scheduleOverdue\n    summary\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    overdueStatement\n  }\n}\n\nfragment ClaimRow_row on ClaimListRow {\n  ownerSlug\n  ownerName\n  ownerIsViewer\n  contractSlug\n  siteName\n  counterpartyName\n  viewerIsSupplier\n  amount\n  termsAtAGlance\n  claim {\n    number\n    isUnread\n    recordedFrom\n    ...ClaimBadges_claim\n    ...ClaimRowStanding_claim\n    ...GroundBadge_claim\n    ...CutoffNote_claim\n    id\n  }\n}\n\nfragment CutoffNote_claim on Claim {\n  cutoffText\n}\n\nfragment GroundBadge_claim on Claim {\n  suspensionGround\n}\n"
  }
};
})();

(node as any).hash = "abd1ae912b92dc76a14218cc4b2f955c";

export default node;
