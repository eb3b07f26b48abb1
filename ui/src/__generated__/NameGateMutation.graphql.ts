/**
 * @generated SignedSource<<d143c9f2ce389a5b53edb0cef244bbac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NameGateMutation$variables = {
  name: string;
};
export type NameGateMutation$data = {
  readonly accountUpdate: {
    readonly account: {
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type NameGateMutation = {
  response: NameGateMutation$data;
  variables: NameGateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "name",
            "variableName": "name"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "AccountUpdatePayload",
    "kind": "LinkedField",
    "name": "accountUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NameGateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NameGateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7c2f95e108034aba325b5dfd8f017561",
    "id": null,
    "metadata": {},
    "name": "NameGateMutation",
    "operationKind": "mutation",
    "text": "mutation NameGateMutation(\n  $name: String!\n) {\n  accountUpdate(input: {name: $name}) {\n    account {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b281fea0b2e4165209ae309c0de5c146";

export default node;
