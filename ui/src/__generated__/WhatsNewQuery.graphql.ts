/**
 * @generated SignedSource<<f58b819ac2544f549a31cf0dc471b0d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WhatsNewQuery$variables = Record<PropertyKey, never>;
export type WhatsNewQuery$data = {
  readonly whatsNew: {
    readonly badgeDelayMs: number;
    readonly readIds: ReadonlyArray<string>;
    readonly seenIds: ReadonlyArray<string>;
  } | null | undefined;
};
export type WhatsNewQuery = {
  response: WhatsNewQuery$data;
  variables: WhatsNewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "badgeDelayMs",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WhatsNewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WhatsNewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bfc3a1706a1dc56b890f455d10d64a9a",
    "id": null,
    "metadata": {},
    "name": "WhatsNewQuery",
    "operationKind": "query",
    "text": "query WhatsNewQuery {\n  whatsNew {\n    seenIds\n    readIds\n    badgeDelayMs\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6b7a1be70281c9c3aaa48f0de834ad0";

export default node;
