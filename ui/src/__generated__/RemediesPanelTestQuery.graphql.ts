/**
 * @generated SignedSource<<438586c8013cecdb3ef3caace2d6fd1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemediesPanelTestQuery$variables = Record<PropertyKey, never>;
export type RemediesPanelTestQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly " $fragmentSpreads": FragmentRefs<"RemediesPanel_claim">;
    } | null | undefined;
  } | null | undefined;
};
export type RemediesPanelTestQuery = {
  response: RemediesPanelTestQuery$data;
  variables: RemediesPanelTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": [
    "NO_SCHEDULE_UNPAID",
    "SCHEDULED_UNPAID",
    "DETERMINATION_UNPAID"
  ],
  "nullable": true,
  "plural": false,
  "type": "SuspensionGround"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Date"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RemediesPanelTestQuery",
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
                "name": "RemediesPanel_claim"
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
    "name": "RemediesPanelTestQuery",
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
              (v2/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "section",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "noticeDate",
                        "storageKey": null
                      },
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
                        "name": "servedOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pdfUrl",
                        "storageKey": null
                      }
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "suspendedOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "resumedOn",
                        "storageKey": null
                      },
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
                        "name": "detail",
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
                        "name": "available",
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
              }
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
    "cacheID": "051478c2bf44c73d3f0a3b9dc4aa867d",
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
        "contract.claim.contractId": (v3/*:: as any*/),
        "contract.claim.enforcement": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClaimEnforcement"
        },
        "contract.claim.enforcement.debtStatementUrl": (v4/*:: as any*/),
        "contract.claim.enforcement.ground": (v5/*:: as any*/),
        "contract.claim.enforcement.groundWords": (v4/*:: as any*/),
        "contract.claim.enforcement.howToServe": (v6/*:: as any*/),
        "contract.claim.enforcement.notice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SuspensionNotice"
        },
        "contract.claim.enforcement.notice.noticeDate": (v7/*:: as any*/),
        "contract.claim.enforcement.notice.payBy": (v7/*:: as any*/),
        "contract.claim.enforcement.notice.pdfUrl": (v6/*:: as any*/),
        "contract.claim.enforcement.notice.section": (v6/*:: as any*/),
        "contract.claim.enforcement.notice.sentence": (v6/*:: as any*/),
        "contract.claim.enforcement.notice.servedManner": {
          "enumValues": [
            "EMAIL",
            "PERSONAL",
            "LEFT",
            "POST"
          ],
          "nullable": true,
          "plural": false,
          "type": "ServiceManner"
        },
        "contract.claim.enforcement.notice.servedOn": (v8/*:: as any*/),
        "contract.claim.enforcement.notice.servedWords": (v4/*:: as any*/),
        "contract.claim.enforcement.notice.suspendFrom": (v7/*:: as any*/),
        "contract.claim.enforcement.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "contract.claim.enforcement.remedies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Remedy"
        },
        "contract.claim.enforcement.remedies.available": (v9/*:: as any*/),
        "contract.claim.enforcement.remedies.date": (v8/*:: as any*/),
        "contract.claim.enforcement.remedies.detail": (v6/*:: as any*/),
        "contract.claim.enforcement.remedies.kind": (v6/*:: as any*/),
        "contract.claim.enforcement.remedies.reason": (v4/*:: as any*/),
        "contract.claim.enforcement.remedies.title": (v6/*:: as any*/),
        "contract.claim.enforcement.rulesNote": (v6/*:: as any*/),
        "contract.claim.enforcement.suspensions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "WorkSuspension"
        },
        "contract.claim.enforcement.suspensions.daysWords": (v6/*:: as any*/),
        "contract.claim.enforcement.suspensions.resumedOn": (v8/*:: as any*/),
        "contract.claim.enforcement.suspensions.scope": (v6/*:: as any*/),
        "contract.claim.enforcement.suspensions.suspendedOn": (v7/*:: as any*/),
        "contract.claim.enforcement.terms": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ServiceTerms"
        },
        "contract.claim.enforcement.terms.basis": (v6/*:: as any*/),
        "contract.claim.enforcement.terms.clause": (v6/*:: as any*/),
        "contract.claim.enforcement.terms.emailServiceAgreed": (v9/*:: as any*/),
        "contract.claim.enforcement.terms.viewerCanEdit": (v9/*:: as any*/),
        "contract.claim.id": (v3/*:: as any*/),
        "contract.claim.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "contract.claim.suspensionGround": (v5/*:: as any*/),
        "contract.id": (v3/*:: as any*/)
      }
    },
    "name": "RemediesPanelTestQuery",
    "operationKind": "query",
    "text": "query RemediesPanelTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    claim(number: 3) {\n      ...RemediesPanel_claim\n      id\n    }\n    id\n  }\n}\n\nfragment RemediesPanel_claim on Claim {\n  id\n  contractId\n  number\n  suspensionGround\n  enforcement {\n    ground\n    groundWords\n    reasons\n    notice {\n      section\n      noticeDate\n      payBy\n      suspendFrom\n      sentence\n      servedManner\n      servedWords\n      servedOn\n      pdfUrl\n    }\n    suspensions {\n      suspendedOn\n      resumedOn\n      scope\n      daysWords\n    }\n    remedies {\n      kind\n      title\n      detail\n      date\n      available\n      reason\n    }\n    debtStatementUrl\n    terms {\n      emailServiceAgreed\n      basis\n      clause\n      viewerCanEdit\n    }\n    howToServe\n    rulesNote\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d8f28d5fbecf48156d0081f7614320f";

export default node;
