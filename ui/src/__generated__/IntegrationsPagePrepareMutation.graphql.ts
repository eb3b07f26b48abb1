/**
 * @generated SignedSource<<630c8b4389d01f00eb34e5cbbc52d7b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConnectionStatus = "AUTHORISING" | "CHOOSE" | "CONNECTED" | "DISCONNECTED" | "RECONNECT" | "%future added value";
export type ConnectionPrepareInput = {
  provider: string;
};
export type IntegrationsPagePrepareMutation$variables = {
  input: ConnectionPrepareInput;
};
export type IntegrationsPagePrepareMutation$data = {
  readonly connectionPrepare: {
    readonly authorizeUrl: string;
    readonly connection: {
      readonly id: string;
      readonly status: ConnectionStatus;
    };
  } | null | undefined;
};
export type IntegrationsPagePrepareMutation = {
  response: IntegrationsPagePrepareMutation$data;
  variables: IntegrationsPagePrepareMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ConnectionPreparePayload",
    "kind": "LinkedField",
    "name": "connectionPrepare",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authorizeUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Connection",
        "kind": "LinkedField",
        "name": "connection",
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
            "name": "status",
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
    "name": "IntegrationsPagePrepareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationsPagePrepareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17db5bac2116613e75139991ae36e639",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPagePrepareMutation",
    "operationKind": "mutation",
    "text": "mutation IntegrationsPagePrepareMutation(\n  $input: ConnectionPrepareInput!\n) {\n  connectionPrepare(input: $input) {\n    authorizeUrl\n    connection {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "91cb2165bad9bc066d17c6920ef05e0f";

export default node;
