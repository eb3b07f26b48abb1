/**
 * @generated SignedSource<<5be56557397ac09f11559e7b0bb1942e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConnectionStatus = "AUTHORISING" | "CHOOSE" | "CONNECTED" | "DISCONNECTED" | "RECONNECT" | "%future added value";
export type ConnectionSelectRemoteInput = {
  connectionId: string;
  remoteId: string;
};
export type IntegrationsPageSelectMutation$variables = {
  input: ConnectionSelectRemoteInput;
};
export type IntegrationsPageSelectMutation$data = {
  readonly connectionSelectRemote: {
    readonly connection: {
      readonly id: string;
      readonly remoteId: string | null | undefined;
      readonly remoteName: string | null | undefined;
      readonly status: ConnectionStatus;
    };
  } | null | undefined;
};
export type IntegrationsPageSelectMutation = {
  response: IntegrationsPageSelectMutation$data;
  variables: IntegrationsPageSelectMutation$variables;
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
    "concreteType": "ConnectionPayload",
    "kind": "LinkedField",
    "name": "connectionSelectRemote",
    "plural": false,
    "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remoteId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remoteName",
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
    "name": "IntegrationsPageSelectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationsPageSelectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b3376f14fb4f381cbdecac9c26066a5",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPageSelectMutation",
    "operationKind": "mutation",
    "text": "mutation IntegrationsPageSelectMutation(\n  $input: ConnectionSelectRemoteInput!\n) {\n  connectionSelectRemote(input: $input) {\n    connection {\n      id\n      status\n      remoteId\n      remoteName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b3e1ba4a357c019dcc7b2a344802339";

export default node;
