/**
 * @generated SignedSource<<81b6dc44d3ff4fcf8d8ce31806436298>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionDefectNoticeMakeInput = {
  amount: any;
  contractId: string;
  defect: string;
  evidence?: ReadonlyArray<RetentionDefectFileInput> | null | undefined;
};
export type RetentionDefectFileInput = {
  filename: string;
  id: string;
};
export type DefectNoticeDialogMakeMutation$variables = {
  input: RetentionDefectNoticeMakeInput;
};
export type DefectNoticeDialogMakeMutation$data = {
  readonly retentionDefectNoticeMake: {
    readonly notice: {
      readonly number: number;
    };
  } | null | undefined;
};
export type DefectNoticeDialogMakeMutation = {
  response: DefectNoticeDialogMakeMutation$data;
  variables: DefectNoticeDialogMakeMutation$variables;
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
    "concreteType": "RetentionDefectNoticePayload",
    "kind": "LinkedField",
    "name": "retentionDefectNoticeMake",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionDefectNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "name": "DefectNoticeDialogMakeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogMakeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4e9043bc97a7f37b923237271df59041",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogMakeMutation",
    "operationKind": "mutation",
    "text": "mutation DefectNoticeDialogMakeMutation(\n  $input: RetentionDefectNoticeMakeInput!\n) {\n  retentionDefectNoticeMake(input: $input) {\n    notice {\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ce5b15a8d9598caccf5c5eb584f3347";

export default node;
