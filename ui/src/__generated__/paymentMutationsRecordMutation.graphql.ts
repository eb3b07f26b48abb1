/**
 * @generated SignedSource<<60f5d2d8b19d11bdd9ff6ee2f133a934>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimPaymentRecordInput = {
  amount: any;
  contractId: string;
  correctsId?: string | null | undefined;
  number: number;
  paidOn: any;
  reference?: string | null | undefined;
  requestKey?: string | null | undefined;
};
export type paymentMutationsRecordMutation$variables = {
  input: ClaimPaymentRecordInput;
};
export type paymentMutationsRecordMutation$data = {
  readonly claimPaymentRecord: {
    readonly claim: {
      readonly " $fragmentSpreads": FragmentRefs<"paymentMutations_claim">;
    };
  } | null | undefined;
};
export type paymentMutationsRecordMutation = {
  response: paymentMutationsRecordMutation$data;
  variables: paymentMutationsRecordMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basis",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "section",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "noticeDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "servedWords",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "servedOn",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pdfUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suspendedOn",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resumedOn",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "paymentMutationsRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimPayload",
        "kind": "LinkedField",
        "name": "claimPaymentRecord",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "paymentMutations_claim"
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
    "name": "paymentMutationsRecordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClaimPayload",
        "kind": "LinkedField",
        "name": "claimPaymentRecord",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claim",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
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
                "name": "viewerCanDelete",
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
                    "name": "paymentOverdue",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdueStatement",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
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
                "kind": "ScalarField",
                "name": "contractId",
                "storageKey": null
              },
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
                "concreteType": "ClaimRevision",
                "kind": "LinkedField",
                "name": "latest",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
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
                "name": "viewerPaymentSide",
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
                  (v2/*:: as any*/),
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
                    "name": "reference",
                    "storageKey": null
                  },
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
                "name": "viewerOutstanding",
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
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
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
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
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "detail",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "available",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "clause",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewerCanEdit",
                        "storageKey": null
                      }
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
                  (v13/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v8/*:: as any*/),
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
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServedSuspensionDays",
                    "kind": "LinkedField",
                    "name": "suspensions",
                    "plural": true,
                    "selections": [
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
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
    "cacheID": "2c8c1be1b4f04dc884fd7f864c1fe852",
    "id": null,
    "metadata": {},
    "name": "paymentMutationsRecordMutation",
    "operationKind": "mutation",
    "text": "mutation paymentMutationsRecordMutation(\n  $input: ClaimPaymentRecordInput!\n) {\n  claimPaymentRecord(input: $input) {\n    claim {\n      ...paymentMutations_claim\n      id\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment ClaimRowStanding_claim on Claim {\n  standing {\n    nextLabel\n    nextOverdue\n    scheduleOverdue\n    summary\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    overdueStatement\n  }\n}\n\nfragment ClaimStanding_claim on Claim {\n  standing {\n    state\n    scheduleDeadline\n    paymentDue\n    scheduleOverdue\n    paymentOverdue\n    summary\n  }\n}\n\nfragment GroundBadge_claim on Claim {\n  suspensionGround\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n\nfragment PaymentsPanel_claim on Claim {\n  contractId\n  number\n  status\n  latest {\n    id\n  }\n  viewerCanRecordPayment\n  viewerPaymentSide\n  standing {\n    payable\n    received\n    outstanding\n    paidByPayer\n    paidToPayee\n    amountsDiffer\n  }\n  payments {\n    id\n    side\n    paidOn\n    amount\n    reference\n    note\n    correctsId\n    isCorrected\n    recordedBy\n    recordedAt\n    viewerCanCorrect\n  }\n  ...PaymentDialog_claim\n}\n\nfragment RemediesPanel_claim on Claim {\n  id\n  contractId\n  number\n  suspensionGround\n  enforcement {\n    ground\n    groundWords\n    reasons\n    notice {\n      section\n      noticeDate\n      payBy\n      suspendFrom\n      sentence\n      servedManner\n      servedWords\n      servedOn\n      pdfUrl\n    }\n    suspensions {\n      suspendedOn\n      resumedOn\n      scope\n      daysWords\n    }\n    remedies {\n      kind\n      title\n      detail\n      date\n      available\n      reason\n    }\n    debtStatementUrl\n    terms {\n      emailServiceAgreed\n      basis\n      clause\n      viewerCanEdit\n    }\n    howToServe\n    rulesNote\n  }\n}\n\nfragment ScheduleDeadlineNote_claim on Claim {\n  status\n  standing {\n    scheduleDeadline\n    scheduleGivenLate\n    debt {\n      statement\n    }\n  }\n  scheduleDeadline {\n    basis\n    workingDaysLeft\n    isPassed\n    overdueStatement\n    terms\n    actNotes\n    holidaysNote\n    skipped {\n      date\n      reason\n    }\n  }\n}\n\nfragment ServedNoticeCard_claim on Claim {\n  viewerPaymentSide\n  viewerCanRecordPayment\n  servedSuspensionNotice {\n    title\n    section\n    noticeDate\n    servedOn\n    servedWords\n    unpaid\n    payByWords\n    suspendFromWords\n    stillUnpaid\n    whatToDo\n    pdfUrl\n    suspensions {\n      suspendedOn\n      resumedOn\n      words\n    }\n  }\n  ...PaymentDialog_claim\n}\n\nfragment paymentMutations_claim on Claim {\n  id\n  version\n  isPaid\n  isPaying\n  viewerCanDelete\n  viewerCanChangeToDraft\n  viewerCanMarkPaid\n  viewerCanSetPaying\n  ...ClaimBadges_claim\n  ...ClaimRowStanding_claim\n  ...ClaimStanding_claim\n  ...ScheduleDeadlineNote_claim\n  ...PaymentsPanel_claim\n  ...PaymentDialog_claim\n  ...RemediesPanel_claim\n  ...ServedNoticeCard_claim\n  ...GroundBadge_claim\n}\n"
  }
};
})();

(node as any).hash = "9dfa9a411f69d42a4855ac65e4910a21";

export default node;
