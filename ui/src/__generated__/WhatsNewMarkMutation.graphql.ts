/**
 * @generated SignedSource<<143607b3d31d81dec61bcfe24a3b0311>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WhatsNewMarkMutation$variables = {
  read?: ReadonlyArray<string> | null | undefined;
  seen?: ReadonlyArray<string> | null | undefined;
};
export type WhatsNewMarkMutation$data = {
  readonly whatsNewMark: {
    readonly whatsNew: {
      readonly readIds: ReadonlyArray<string>;
      readonly seenIds: ReadonlyArray<string>;
    };
  } | null | undefined;
};
export type WhatsNewMarkMutation = {
  response: WhatsNewMarkMutation$data;
  variables: WhatsNewMarkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "read"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seen"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "read",
            "variableName": "read"
          },
          {
            "kind": "Variable",
            "name": "seen",
            "variableName": "seen"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "WhatsNewMarkPayload",
    "kind": "LinkedField",
    "name": "whatsNewMark",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WhatsNew",
        "kind": "LinkedField",
        "name": "whatsNew",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seenIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readIds",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WhatsNewMarkMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WhatsNewMarkMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "471b6d46ede7771bf2250ef1d23ba8f5",
    "id": null,
    "metadata": {},
    "name": "WhatsNewMarkMutation",
    "operationKind": "mutation",
    "text": "mutation WhatsNewMarkMutation(\n  $seen: [String!]\n  $read: [String!]\n) {\n  whatsNewMark(input: {seen: $seen, read: $read}) {\n    whatsNew {\n      seenIds\n      readIds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a61abf2f4406519e0061a7467242cd3a";

export default node;
