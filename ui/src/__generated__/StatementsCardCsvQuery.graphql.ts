/**
 * @generated SignedSource<<cdb6de48191479aea7eea457fb57dd56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StatementsCardCsvQuery$variables = {
  id: string;
};
export type StatementsCardCsvQuery$data = {
  readonly retentionReport: {
    readonly csv: string;
    readonly csvFileName: string;
  } | null | undefined;
};
export type StatementsCardCsvQuery = {
  response: StatementsCardCsvQuery$data;
  variables: StatementsCardCsvQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "csv",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "csvFileName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatementsCardCsvQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionReport",
        "kind": "LinkedField",
        "name": "retentionReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatementsCardCsvQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RetentionReport",
        "kind": "LinkedField",
        "name": "retentionReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "cacheID": "185937a282a05f32c6ce182985c27aa9",
    "id": null,
    "metadata": {},
    "name": "StatementsCardCsvQuery",
    "operationKind": "query",
    "text": "query StatementsCardCsvQuery(\n  $id: ID!\n) {\n  retentionReport(id: $id) {\n    csv\n    csvFileName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5d46af2cace1a5c4452e963d41e5d1c4";

export default node;
