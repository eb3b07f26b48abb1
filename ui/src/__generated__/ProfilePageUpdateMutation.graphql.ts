/**
 * @generated SignedSource<<a89f82c5369f71a9f43c9922f9faec6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfilePageUpdateMutation$variables = {
  name: string;
};
export type ProfilePageUpdateMutation$data = {
  readonly accountUpdate: {
    readonly account: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
  } | null | undefined;
};
export type ProfilePageUpdateMutation = {
  response: ProfilePageUpdateMutation$data;
  variables: ProfilePageUpdateMutation$variables;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b0d7a47a2fa916db3dc82c77f2e1345a",
    "id": null,
    "metadata": {},
    "name": "ProfilePageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePageUpdateMutation(\n  $name: String!\n) {\n  accountUpdate(input: {name: $name}) {\n    account {\n      id\n      name\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ceed0dda1f851473d3b34dd669b811e6";

export default node;
