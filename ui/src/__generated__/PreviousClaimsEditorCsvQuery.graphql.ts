/**
 * @generated SignedSource<<73ef7e8a7cf4cd085d8762c3f7107b38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type PreviousClaimsEditorCsvQuery$variables = {
  file: string;
};
export type PreviousClaimsEditorCsvQuery$data = {
  readonly claimLinesFromCsv: {
    readonly lines: ReadonlyArray<{
      readonly amountExcl: any;
      readonly group: ReadonlyArray<string>;
      readonly name: string;
      readonly qtyMilli: any;
      readonly reference: string;
      readonly type: LineType;
      readonly unitPrice: any;
    }>;
    readonly message: string | null | undefined;
    readonly problems: ReadonlyArray<{
      readonly column: string | null | undefined;
      readonly reason: string;
      readonly row: number | null | undefined;
    }>;
  };
};
export type PreviousClaimsEditorCsvQuery = {
  response: PreviousClaimsEditorCsvQuery$data;
  variables: PreviousClaimsEditorCsvQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "file"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      }
    ],
    "concreteType": "CsvLines",
    "kind": "LinkedField",
    "name": "claimLinesFromCsv",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CsvProblem",
        "kind": "LinkedField",
        "name": "problems",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "row",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "column",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PreviousClaimLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
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
            "name": "group",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qtyMilli",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unitPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountExcl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
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
    "name": "PreviousClaimsEditorCsvQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PreviousClaimsEditorCsvQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f8dd3a95e1020576a04a452f8845cf9f",
    "id": null,
    "metadata": {},
    "name": "PreviousClaimsEditorCsvQuery",
    "operationKind": "query",
    "text": "query PreviousClaimsEditorCsvQuery(\n  $file: String!\n) {\n  claimLinesFromCsv(file: $file) {\n    message\n    problems {\n      row\n      column\n      reason\n    }\n    lines {\n      name\n      group\n      type\n      qtyMilli\n      unitPrice\n      amountExcl\n      reference\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a66f0eb59780924dc8672f137f97f5e";

export default node;
