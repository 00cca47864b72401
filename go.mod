module tarabish

go 1.24
