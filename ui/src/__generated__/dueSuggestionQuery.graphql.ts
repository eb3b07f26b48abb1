/**
 * @generated SignedSource<<2a401043e4d9f39c803dfece8fdb458a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type dueSuggestionQuery$variables = {
  claimDate: any;
  id: string;
};
export type dueSuggestionQuery$data = {
  readonly node: {
    readonly paymentTerms?: {
      readonly dueDateFor: any | null | undefined;
      readonly dueText: string;
    };
  } | null | undefined;
};
export type dueSuggestionQuery = {
  response: dueSuggestionQuery$data;
  variables: dueSuggestionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "claimDate"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentTerms",
      "kind": "LinkedField",
      "name": "paymentTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "claimDate",
              "variableName": "claimDate"
            }
          ],
          "kind": "ScalarField",
          "name": "dueDateFor",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "dueSuggestionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "dueSuggestionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "eaf9ace26c09c75f13ee235bb64a575e",
    "id": null,
    "metadata": {},
    "name": "dueSuggestionQuery",
    "operationKind": "query",
    "text": "query dueSuggestionQuery(\n  $id: ID!\n  $claimDate: Date!\n) {\n  node(id: $id) {\n    __typename\n    ... on Contract {\n      paymentTerms {\n        dueText\n        dueDateFor(claimDate: $claimDate)\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd6d155256c54ff054ec86c6470d46bd";

export default node;
