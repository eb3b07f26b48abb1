/**
 * @generated SignedSource<<6f4aeedcb83459402ed1227949197f6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionRecordsAskInput = {
  requestKey?: string | null | undefined;
};
export type RecordsCardExportMutation$variables = {
  input?: RetentionRecordsAskInput | null | undefined;
};
export type RecordsCardExportMutation$data = {
  readonly retentionRecordsExport: {
    readonly job: {
      readonly number: number;
      readonly status: string;
    };
  } | null | undefined;
};
export type RecordsCardExportMutation = {
  response: RecordsCardExportMutation$data;
  variables: RecordsCardExportMutation$variables;
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
    "concreteType": "RetentionRecordsAskPayload",
    "kind": "LinkedField",
    "name": "retentionRecordsExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionRecordsJob",
        "kind": "LinkedField",
        "name": "job",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "name": "RecordsCardExportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordsCardExportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ed3d11bb469b8d68bf0a5ff7bed8e700",
    "id": null,
    "metadata": {},
    "name": "RecordsCardExportMutation",
    "operationKind": "mutation",
    "text": "mutation RecordsCardExportMutation(\n  $input: RetentionRecordsAskInput\n) {\n  retentionRecordsExport(input: $input) {\n    job {\n      number\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebe8558b0539e546fa8a57e7d6ddf978";

export default node;
