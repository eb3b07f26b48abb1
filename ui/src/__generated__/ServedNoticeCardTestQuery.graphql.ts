/**
 * @generated SignedSource<<bc155189612808803cf66d18c3fb5727>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServedNoticeCardTestQuery$variables = Record<PropertyKey, never>;
export type ServedNoticeCardTestQuery$data = {
  readonly contract: {
    readonly claim: {
      readonly " $fragmentSpreads": FragmentRefs<"ServedNoticeCard_claim">;
    } | null | undefined;
  } | null | undefined;
};
export type ServedNoticeCardTestQuery = {
  response: ServedNoticeCardTestQuery$data;
  variables: ServedNoticeCardTestQuery$variables;
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
    "value": 1
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
  "type": "Date"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
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
    "name": "ServedNoticeCardTestQuery",
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
                "name": "ServedNoticeCard_claim"
              }
            ],
            "storageKey": "claim(number:1)"
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
    "name": "ServedNoticeCardTestQuery",
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
                "kind": "ScalarField",
                "name": "viewerPaymentSide",
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
                "concreteType": "ServedSuspensionNotice",
                "kind": "LinkedField",
                "name": "servedSuspensionNotice",
                "plural": false,
                "selections": [
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pdfUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServedSuspensionDays",
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
                "name": "viewerOutstanding",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "claim(number:1)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "contract(owner:\"acme\",slug:\"harbour\")"
      }
    ]
  },
  "params": {
    "cacheID": "51dd9787fbf2bb26c17e54dbf8fdc4fd",
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
        "contract.claim.id": (v3/*:: as any*/),
        "contract.claim.number": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "contract.claim.servedSuspensionNotice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ServedSuspensionNotice"
        },
        "contract.claim.servedSuspensionNotice.noticeDate": (v4/*:: as any*/),
        "contract.claim.servedSuspensionNotice.payByWords": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.pdfUrl": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.section": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.servedOn": (v4/*:: as any*/),
        "contract.claim.servedSuspensionNotice.servedWords": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.stillUnpaid": (v6/*:: as any*/),
        "contract.claim.servedSuspensionNotice.suspendFromWords": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.suspensions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ServedSuspensionDays"
        },
        "contract.claim.servedSuspensionNotice.suspensions.resumedOn": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "contract.claim.servedSuspensionNotice.suspensions.suspendedOn": (v4/*:: as any*/),
        "contract.claim.servedSuspensionNotice.suspensions.words": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.title": (v5/*:: as any*/),
        "contract.claim.servedSuspensionNotice.unpaid": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Cents"
        },
        "contract.claim.servedSuspensionNotice.whatToDo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "contract.claim.viewerCanRecordPayment": (v6/*:: as any*/),
        "contract.claim.viewerOutstanding": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Cents"
        },
        "contract.claim.viewerPaymentSide": {
          "enumValues": [
            "Payer",
            "Payee"
          ],
          "nullable": true,
          "plural": false,
          "type": "PaymentSide"
        },
        "contract.id": (v3/*:: as any*/)
      }
    },
    "name": "ServedNoticeCardTestQuery",
    "operationKind": "query",
    "text": "query ServedNoticeCardTestQuery {\n  contract(owner: \"acme\", slug: \"harbour\") {\n    claim(number: 1) {\n      ...ServedNoticeCard_claim\n      id\n    }\n    id\n  }\n}\n\nfragment PaymentDialog_claim on Claim {\n  contractId\n  number\n  viewerPaymentSide\n  viewerOutstanding\n}\n\nfragment ServedNoticeCard_claim on Claim {\n  viewerPaymentSide\n  viewerCanRecordPayment\n  servedSuspensionNotice {\n    title\n    section\n    noticeDate\n    servedOn\n    servedWords\n    unpaid\n    payByWords\n    suspendFromWords\n    stillUnpaid\n    whatToDo\n    pdfUrl\n    suspensions {\n      suspendedOn\n      resumedOn\n      words\n    }\n  }\n  ...PaymentDialog_claim\n}\n"
  }
};
})();

(node as any).hash = "bfdf8c175c9d7f426df6414df7eeae17";

export default node;
