/**
 * @generated SignedSource<<0bf8f1eea13fc954fc1ac07a00cb9eab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordsCardCsvQuery$variables = Record<PropertyKey, never>;
export type RecordsCardCsvQuery$data = {
  readonly retentionInternalReports: ReadonlyArray<{
    readonly csv: string;
    readonly csvFileName: string;
    readonly id: string;
  }> | null | undefined;
};
export type RecordsCardCsvQuery = {
  response: RecordsCardCsvQuery$data;
  variables: RecordsCardCsvQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RetentionInternalReport",
    "kind": "LinkedField",
    "name": "retentionInternalReports",
    "plural": true,
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
        "name": "csv",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "csvFileName",
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
    "name": "RecordsCardCsvQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecordsCardCsvQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2d90705735d72b87a8ca5ea388212e89",
    "id": null,
    "metadata": {},
    "name": "RecordsCardCsvQuery",
    "operationKind": "query",
    "text": "query RecordsCardCsvQuery {\n  retentionInternalReports {\n    id\n    csv\n    csvFileName\n  }\n}\n"
  }
};
})();

(node as any).hash = "6369f41075575ac7769028f8d5acd72c";

export default node;
