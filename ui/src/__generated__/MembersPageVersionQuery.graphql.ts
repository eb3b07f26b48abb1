/**
 * @generated SignedSource<<a6a97b7ca2590b6a05abf6427c503888>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MembersPageVersionQuery$variables = Record<PropertyKey, never>;
export type MembersPageVersionQuery$data = {
  readonly org: {
    readonly id: string;
    readonly membersVersion: string | null | undefined;
  } | null | undefined;
};
export type MembersPageVersionQuery = {
  response: MembersPageVersionQuery$data;
  variables: MembersPageVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "org",
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
        "name": "membersVersion",
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
    "name": "MembersPageVersionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MembersPageVersionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "db743cdffd3381edb4d3435721dcebe7",
    "id": null,
    "metadata": {},
    "name": "MembersPageVersionQuery",
    "operationKind": "query",
    "text": "query MembersPageVersionQuery {\n  org {\n    id\n    membersVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca5b3f69c9e365dfc451b502b41b13a8";

export default node;
