/**
 * @generated SignedSource<<955f7a979bb684a6fa545f76afaa5ced>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type standingSourcesTestClaimQuery$variables = Record<PropertyKey, never>;
export type standingSourcesTestClaimQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "ClaimStanding_claim" | "ScheduleDeadlineNote_claim">;
    } | null | undefined;
  } | null | undefined;
};
export type standingSourcesTestClaimQuery = {
  response: standingSourcesTestClaimQuery$data;
  variables: standingSourcesTestClaimQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "owner",
    "value": "acme"
  },
  {
    "kind": "Literal",
    "name": "slug",
    "value": "harbour"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "number",
    "value": 3
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "standingSourcesTestClaimQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimBadges_claim"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimStanding_claim"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduleDeadlineNote_claim"
              }
            ],
            "storageKey": "claim(number:3)"
          }
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "standingSourcesTestClaimQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
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
                    "name": "state",
                    "storageKey": null
                  },
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
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
                    "name": "basis",
                    "storageKey": null
                  },
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
                        "name": "reason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "claim(number:3)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ]
  },
  "params": {
    "cacheID": "d4de496760e794f5e324d154a8f8d3e9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "contract": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Contract"
        },
        "contract.claim": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Claim"
        },
        "contract.claim.id": (v3/*:: as any*/),
        "contract.claim.scheduleDeadline": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScheduleDeadline"
        },
        "contract.claim.scheduleDeadline.actNotes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "contract.claim.scheduleDeadline.basis": (v4/*:: as any*/),
        "contract.claim.scheduleDeadline.holidaysNote": (v5/*:: as any*/),
        "contract.claim.scheduleDeadline.isPassed": (v6/*:: as any*/),
        "contract.claim.scheduleDeadline.overdueStatement": (v5/*:: as any*/),
        "contract.claim.scheduleDeadline.skipped": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CcaSkippedDay"
        },
        "contract.claim.scheduleDeadline.skipped.date": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Date"
        },
        "contract.claim.scheduleDeadline.skipped.reason": (v4/*:: as any*/),
        "contract.claim.scheduleDeadline.terms": (v4/*:: as any*/),
        "contract.claim.scheduleDeadline.workingDaysLeft": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "contract.claim.standing": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ClaimStanding"
        },
        "contract.claim.standing.badges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ClaimBadge"
        },
        "contract.claim.standing.badges.text": (v4/*:: as any*/),
        "contract.claim.standing.badges.tone": {
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
        "contract.claim.standing.debt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimDebt"
        },
        "contract.claim.standing.debt.statement": (v4/*:: as any*/),
        "contract.claim.standing.paymentDue": (v7/*:: as any*/),
        "contract.claim.standing.paymentOverdue": (v6/*:: as any*/),
        "contract.claim.standing.scheduleDeadline": (v7/*:: as any*/),
        "contract.claim.standing.scheduleGivenLate": (v6/*:: as any*/),
        "contract.claim.standing.scheduleOverdue": (v6/*:: as any*/),
        "contract.claim.standing.state": {
          "enumValues": [
            "Draft",
            "Editing",
            "Voided",
            "Deleted",
            "AwaitingSchedule",
            "ScheduleOverdue",
            "AwaitingPayment",
            "PartPaid",
            "Paid"
          ],
          "nullable": false,
          "plural": false,
          "type": "ClaimState"
        },
        "contract.claim.standing.summary": (v5/*:: as any*/),
        "contract.claim.status": {
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
        "contract.id": (v3/*:: as any*/)
      }
    },
    "name": "standingSourcesTestClaimQuery",
    "operationKind": "query",
    "text": "query standingSourcesTestClaimQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    claim(number: 3) {\n      ...ClaimBadges_claim\n      ...ClaimStanding_claim\n      ...ScheduleDeadlineNote_claim\n      id\n    }\n    id\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimStanding_claim on Claim {\n  standing {\n    state\n    scheduleDeadline\n    paymentDue\n    scheduleOverdue\n    paymentOverdue\n    summary\n  }\n}\n\nfragment ScheduleDeadlineNote_claim on Claim {\n  status\n  standing {\n    scheduleDeadline\n    scheduleGivenLate\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    basis\n    workingDaysLeft\n    isPassed\n    overdueStatement\n    terms\n    actNotes\n    holidaysNote\n    skipped {\n      date\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "41db92de032e017e2db990642b981a1b";

export default node;
