/**
 * @generated SignedSource<<0ba55c56550069c13b52efc087aff1e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LineType = "BaseContract" | "Margin" | "Materials" | "MaterialsOff" | "MaterialsOn" | "Provisional" | "Retention" | "Variation" | "%future added value";
export type ClaimLinesImportInput = {
  contractId: string;
  csv?: string | null | undefined;
  file?: string | null | undefined;
  number: number;
};
export type ImportLinesDialogImportMutation$variables = {
  input: ClaimLinesImportInput;
};
export type ImportLinesDialogImportMutation$data = {
  readonly claimLinesImport: {
    readonly ledgerRev: string | null | undefined;
    readonly result: {
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
  } | null | undefined;
};
export type ImportLinesDialogImportMutation = {
  response: ImportLinesDialogImportMutation$data;
  variables: ImportLinesDialogImportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "row",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ClaimLinesImportPayload",
    "kind": "LinkedField",
    "name": "claimLinesImport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ledgerRev",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LinesImport",
        "kind": "LinkedField",
        "name": "result",
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
              (v1/*:: as any*/),
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
          (v2/*:: as any*/)
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
    "name": "ImportLinesDialogImportMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportLinesDialogImportMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "76420505ee9da7c3fba065040b5350d6",
    "id": null,
    "metadata": {},
    "name": "ImportLinesDialogImportMutation",
    "operationKind": "mutation",
    "text": "mutation ImportLinesDialogImportMutation(\n  $input: ClaimLinesImportInput!\n) {\n  claimLinesImport(input: $input) {\n    ledgerRev\n    result {\n      lines {\n        row\n        name\n        group\n        type\n        qtyMilli\n        unitPrice\n        totalPrice\n        reference\n      }\n      problems {\n        row\n        column\n        reason\n      }\n      message\n      totalPrice\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "468db8f25e92661308c8a5735b07b16d";

export default node;
