/**
 * @generated SignedSource<<55b8f4edaa84bb5c0dde48854a83367e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type ImportLinesDialogPreviewQuery$variables = {
  contractId: string;
  csv?: string | null | undefined;
  file?: string | null | undefined;
  number: number;
};
export type ImportLinesDialogPreviewQuery$data = {
  readonly claimLinesImportPreview: {
    readonly lines: ReadonlyArray<{
      readonly group: ReadonlyArray<string>;
      readonly name: string;
      readonly qtyMilli: any;
      readonly reference: string;
      readonly row: number;
      readonly totalPrice: any;
      readonly type: LineType;
      readonly unitPrice: any;
    }>;
    readonly message: string | null | undefined;
    readonly problems: ReadonlyArray<{
      readonly column: string | null | undefined;
      readonly reason: string;
      readonly row: number | null | undefined;
    }>;
    readonly totalPrice: any;
  };
};
export type ImportLinesDialogPreviewQuery = {
  response: ImportLinesDialogPreviewQuery$data;
  variables: ImportLinesDialogPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contractId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "csv"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "file"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "contractId"
      },
      {
        "kind": "Variable",
        "name": "csv",
        "variableName": "csv"
      },
      {
        "kind": "Variable",
        "name": "file",
        "variableName": "file"
      },
      {
        "kind": "Variable",
        "name": "number",
        "variableName": "number"
      }
    ],
    "concreteType": "LinesImport",
    "kind": "LinkedField",
    "name": "claimLinesImportPreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          }
        ],
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
          (v4/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportLinesDialogPreviewQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportLinesDialogPreviewQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "dba162945a88261c7ed469cd853546d5",
    "id": null,
    "metadata": {},
    "name": "ImportLinesDialogPreviewQuery",
    "operationKind": "query",
    "text": "query ImportLinesDialogPreviewQuery(\n  $contractId: ID!\n  $number: Int!\n  $csv: String\n  $file: String\n) {\n  claimLinesImportPreview(contractId: $contractId, number: $number, csv: $csv, file: $file) {\n    lines {\n      row\n      name\n      group\n      type\n      qtyMilli\n      unitPrice\n      totalPrice\n      reference\n    }\n    problems {\n      row\n      column\n      reason\n    }\n    message\n    totalPrice\n  }\n}\n"
  }
};
})();

(node as any).hash = "e5c713f79e0475c75d3480eaee3d09d3";

export default node;
